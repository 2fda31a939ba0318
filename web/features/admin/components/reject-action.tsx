import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useAdminDecision } from '../api/admin-decisions.ts';
import { ReasonDialog } from './reason-dialog.tsx';

type Reject<TResult> = (variables: { id: string; reason: string }) => Promise<TResult>;

/** A rejection with a reason: the dialog's open state and the decision, which closes it once settled. */
export function useRejection<TResult>(reject: Reject<TResult>, success: string) {
  const [open, setOpen] = useState(false);
  const decision = useAdminDecision(reject, success, () => setOpen(false));
  return { open, setOpen, decision };
}

type Props = {
  rejection: ReturnType<typeof useRejection>;
  id: string;
  title: string;
  /** Who sees the reason and what they can do next. */
  description: string;
  disabled: boolean;
};

/** 'Tolak' and the dialog that asks for the reason. */
export function RejectAction({ rejection, id, title, description, disabled }: Props) {
  const { open, setOpen, decision } = rejection;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} disabled={disabled} className="text-red-700 ring-red-200 hover:bg-red-50">
        Tolak
      </Button>
      <ReasonDialog
        open={open}
        title={title}
        description={description}
        busy={decision.isPending}
        onClose={() => setOpen(false)}
        onSubmit={(reason) => decision.mutate({ id, reason })}
      />
    </>
  );
}
