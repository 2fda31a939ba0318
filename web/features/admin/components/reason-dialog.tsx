import { useId, useState, type FormEvent } from 'react';
import { REASON_MAX, rejectionSchema } from '../../../../core/transactions/transaction.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextAreaField } from '../../../components/ui/field.tsx';

type Props = { open: boolean; title: string; description: string; busy: boolean; onSubmit: (reason: string) => void; onClose: () => void };

// Mounted only while the dialog is open, so every opening starts with an empty reason.
function ReasonForm({ description, busy, onSubmit, onClose }: Omit<Props, 'open' | 'title'>) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = rejectionSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    onSubmit(parsed.data.reason);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">{description}</p>
      <TextAreaField
        id={`${id}-reason`}
        label="Alasan Penolakan"
        maxLength={REASON_MAX}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={error}
        placeholder="Contoh: nominal transfer tidak sesuai dengan total pembayaran."
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Kembali
        </Button>
        <Button type="submit" disabled={busy} className="bg-red-700 hover:bg-red-800">
          {busy ? 'Memproses...' : 'Tolak'}
        </Button>
      </div>
    </form>
  );
}

/** A rejection needs a reason: it is shown to the customer or the tutor. */
export function ReasonDialog({ open, title, ...form }: Props) {
  return (
    <Dialog open={open} onClose={form.onClose} title={title}>
      <ReasonForm {...form} />
    </Dialog>
  );
}
