import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

type Props = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  busyLabel?: string;
  /** Disables the confirm button (e.g. while something it needs is missing). */
  blocked?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** A question before an action that cannot be undone; 'Kembali' leaves everything as it was. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy = false,
  busyLabel = 'Memproses...',
  blocked = false,
  onConfirm,
  onClose,
}: Props) {
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <div className="text-sm text-slate-700">{children}</div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Kembali
        </Button>
        <Button onClick={onConfirm} disabled={busy || blocked}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
