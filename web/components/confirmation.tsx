import { REFUND_RULE } from '../../core/transactions/labels.ts';
import { ConfirmDialog } from './ui/confirm-dialog.tsx';

/**
 * The questions asked before a transaction or request step that cannot be undone, worded once for
 * every page that offers the step (docs/product.md#transaction-actions, #request-cancel).
 */
export const CONFIRMATIONS = {
  cancelTransaction: {
    title: 'Batalkan transaksi?',
    body: 'Transaksi yang dibatalkan tidak dapat dilanjutkan lagi.',
    confirmLabel: 'Ya, Batalkan',
  },
  requestRefund: {
    title: 'Ajukan refund?',
    body: `Pembayaran akan dibatalkan dan dana dikembalikan kepada Anda, dan kelas ini dibatalkan. ${REFUND_RULE}`,
    confirmLabel: 'Ya, Ajukan Refund',
  },
  markDone: {
    title: 'Tandai kelas selesai?',
    body: 'Pastikan kelas sudah berlangsung. Setelah ditandai selesai, pembayaran diteruskan ke tutor dan tidak dapat direfund.',
    confirmLabel: 'Ya, Kelas Selesai',
  },
  cancelRequest: {
    title: 'Batalkan permintaan belajar?',
    body: 'Permintaan yang dibatalkan tidak dapat dibuka kembali, dan tutor tidak dapat bergabung lagi.',
    confirmLabel: 'Ya, Batalkan',
  },
} as const;

export type ConfirmationKind = keyof typeof CONFIRMATIONS;

type Props = {
  of: ConfirmationKind;
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** One of the questions above, in the shared dialog: 'Kembali' leaves everything as it was. */
export function Confirmation({ of, open, busy, onConfirm, onClose }: Props) {
  const { title, body, confirmLabel } = CONFIRMATIONS[of];
  return (
    <ConfirmDialog open={open} title={title} confirmLabel={confirmLabel} busy={busy} onClose={onClose} onConfirm={onConfirm}>
      {body}
    </ConfirmDialog>
  );
}
