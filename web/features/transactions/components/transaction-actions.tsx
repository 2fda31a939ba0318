import { useState } from 'react';
import { toast } from 'sonner';
import { REFUND_RULE } from '../../../../core/transactions/labels.ts';
import { TRANSACTION_MESSAGES } from '../../../../core/transactions/messages.ts';
import type { CustomerTransaction } from '../../../../core/transactions/views.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Confirmation } from '../../../components/confirmation.tsx';
import { cancelTransaction } from '../api/cancel-transaction.ts';
import { completeClass } from '../api/complete-class.ts';
import { requestRefund } from '../api/request-refund.ts';
import type { ActionResult } from '../../../lib/api/transaction-result.ts';
import { useTransactionMutation } from '../api/transaction-mutation.ts';
import { serverMessage } from '../../../lib/server-message.ts';

type Action = 'cancel' | 'refund' | 'done';

/** Texts per action (docs/product.md#transaction-actions): the success toast and the failure title. */
const TEXTS: Record<Action, { success: (result: ActionResult) => [string, string?]; failure: string }> = {
  cancel: { success: () => [TRANSACTION_MESSAGES.cancelled], failure: TRANSACTION_MESSAGES.cancelFailed },
  refund: { success: (result) => ['Berhasil', result.message], failure: TRANSACTION_MESSAGES.refundFailed },
  done: { success: () => [TRANSACTION_MESSAGES.markedDone], failure: TRANSACTION_MESSAGES.markDoneFailed },
};

function useAction(action: Action, call: (id: string) => Promise<ActionResult>, close: () => void) {
  return useTransactionMutation(call, {
    onSuccess: (result) => {
      close();
      const [title, description] = TEXTS[action].success(result);
      toast.success(title, { description });
    },
    onError: (error) => {
      close();
      toast.error(TEXTS[action].failure, { description: serverMessage(error) ?? undefined });
    },
  });
}

/**
 * The customer's buttons, exactly those the server's allowed flags name: 'Batalkan' (not paid yet),
 * 'Refund' (paid, class not done) and 'Tandai Selesai' (paid). Nothing once cancelled.
 */
export function TransactionActions({ transaction }: { transaction: CustomerTransaction }) {
  const { canCancel, canRefund, canMarkDone } = transaction.actions;
  const [asking, setAsking] = useState<Action | null>(null);
  const close = () => setAsking(null);
  const cancel = useAction('cancel', cancelTransaction, close);
  const refund = useAction('refund', requestRefund, close);
  const done = useAction('done', completeClass, close);
  if (!canCancel && !canRefund && !canMarkDone) return null;
  const busy = cancel.isPending || refund.isPending || done.isPending;

  return (
    <section aria-labelledby="actions-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6">
      <h2 id="actions-heading" className="text-lg font-semibold text-slate-900">
        Tindakan
      </h2>
      {canMarkDone && (
        <p className="mt-1 text-sm text-slate-600">Sudah selesai belajar? Tandai kelas selesai agar pembayaran diteruskan ke tutor.</p>
      )}
      {canRefund && <p className="mt-1 text-sm text-slate-600">{REFUND_RULE}</p>}
      <div className="mt-4 flex flex-wrap gap-2">
        {canMarkDone && (
          <Button onClick={() => setAsking('done')} disabled={busy}>
            Tandai Selesai
          </Button>
        )}
        {canRefund && (
          <Button variant="secondary" onClick={() => setAsking('refund')} disabled={busy}>
            Refund
          </Button>
        )}
        {canCancel && (
          <Button
            variant="secondary"
            onClick={() => setAsking('cancel')}
            disabled={busy}
            className="text-red-700 ring-red-200 hover:bg-red-50"
          >
            Batalkan
          </Button>
        )}
      </div>

      <Confirmation
        of="cancelTransaction"
        open={asking === 'cancel'}
        busy={cancel.isPending}
        onClose={close}
        onConfirm={() => cancel.mutate(transaction.id)}
      />
      <Confirmation
        of="requestRefund"
        open={asking === 'refund'}
        busy={refund.isPending}
        onClose={close}
        onConfirm={() => refund.mutate(transaction.id)}
      />
      <Confirmation
        of="markDone"
        open={asking === 'done'}
        busy={done.isPending}
        onClose={close}
        onConfirm={() => done.mutate(transaction.id)}
      />
    </section>
  );
}
