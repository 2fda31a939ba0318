import { useState } from 'react';
import { toast } from 'sonner';
import type { RequestDetail } from '../../../../core/requests/views.ts';
import { TRANSACTION_MESSAGES } from '../../../../core/transactions/messages.ts';
import { Confirmation } from '../../../components/confirmation.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { serverMessage } from '../../../lib/server-message.ts';
import { cancelRequestTransaction } from '../api/requests-api.ts';
import { useCancelRequest } from '../api/use-cancel-request.ts';
import { useRequestMutation } from '../api/use-request-mutation.ts';

const danger = 'text-red-700 ring-red-200 hover:bg-red-50';

/**
 * The owner's 'Batalkan Permintaan' and 'Batalkan Transaksi' (docs/product.md#request-cancel),
 * each shown exactly when the server's flag allows it and asked once more before it runs.
 */
export function RequestOwnerActions({
  request,
}: {
  request: Pick<RequestDetail, 'id' | 'canCancelRequest' | 'canCancelTransaction' | 'transaction'>;
}) {
  const [asking, setAsking] = useState<'request' | 'transaction' | null>(null);
  const close = () => setAsking(null);
  const cancel = useCancelRequest(close);
  const cancelTransaction = useRequestMutation((transactionId: string) => cancelRequestTransaction(transactionId), {
    onSuccess: () => {
      close();
      toast.success(TRANSACTION_MESSAGES.cancelled);
    },
    onError: (error) => {
      close();
      toast.error(TRANSACTION_MESSAGES.cancelFailed, { description: serverMessage(error) ?? undefined });
    },
  });

  const transactionId = request.transaction?.id ?? null;
  const canCancelTransaction = request.canCancelTransaction && transactionId !== null;
  if (!request.canCancelRequest && !canCancelTransaction) return null;
  const busy = cancel.isPending || cancelTransaction.isPending;

  return (
    <div className="flex flex-wrap gap-2">
      {request.canCancelRequest && (
        <Button variant="secondary" className={danger} onClick={() => setAsking('request')} disabled={busy}>
          Batalkan Permintaan
        </Button>
      )}
      {canCancelTransaction && (
        <Button variant="secondary" className={danger} onClick={() => setAsking('transaction')} disabled={busy}>
          Batalkan Transaksi
        </Button>
      )}
      <Confirmation
        of="cancelRequest"
        open={asking === 'request'}
        busy={cancel.isPending}
        onClose={close}
        onConfirm={() => cancel.mutate(request.id)}
      />
      <Confirmation
        of="cancelTransaction"
        open={asking === 'transaction'}
        busy={cancelTransaction.isPending}
        onClose={close}
        onConfirm={() => transactionId && cancelTransaction.mutate(transactionId)}
      />
    </div>
  );
}
