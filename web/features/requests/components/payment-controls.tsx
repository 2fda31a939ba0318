import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { TRANSACTION_MESSAGES } from '../../../../core/transactions/messages.ts';
import type { CustomerTransaction } from '../../../../core/transactions/views.ts';
import { Confirmation } from '../../../components/confirmation.tsx';
import { PaymentDeadlineNote } from '../../../components/transactions/payment-deadline-note.tsx';
import { PaymentMethodsCard } from '../../../components/transactions/payment-methods-card.tsx';
import { ProofUploadForm } from '../../../components/transactions/proof-upload-form.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { serverMessage } from '../../../lib/server-message.ts';
import { requestKeys } from '../api/request-keys.ts';
import { completeRequestClass } from '../api/requests-api.ts';
import { useRequestMutation } from '../api/use-request-mutation.ts';
import { paymentStage } from '../request-payment.ts';

/** After a successful upload the dialog stays a moment, showing 'Bukti Pembayaran Terkirim', then closes. */
const CLOSE_AFTER_UPLOAD_MS = 1500;

const BACK_TO_LIST = (
  <ButtonLink to="/biddings" variant="secondary" size="lg">
    Kembali ke Daftar
  </ButtonLink>
);

/** The rejection of the newest proof, if the admin refused it: a new one is due. */
function rejectionOf(transaction: CustomerTransaction): string | null {
  const latest = transaction.proofs[0];
  return transaction.paymentRejectionReason ?? (latest?.decision === 'REJECTED' ? latest.reason : null);
}

/** Not paid yet: the payment methods and 'Lanjutkan Pembayaran', which opens the proof upload. */
function PayStep({ transaction, onContinue }: { transaction: CustomerTransaction; onContinue: () => void }) {
  const rejection = rejectionOf(transaction);
  return (
    <div className="flex flex-col gap-4">
      {rejection && (
        <Alert tone="error" title="Bukti pembayaran ditolak">
          Alasan: {rejection}. Silakan unggah bukti pembayaran yang baru.
        </Alert>
      )}
      <Alert tone="info">Kamu akan menerima nomor tutor setelah membayar.</Alert>
      <PaymentDeadlineNote dueAt={transaction.paymentDueAt} />
      <PaymentMethodsCard payment={transaction} />
      <Button size="lg" onClick={onContinue}>
        Lanjutkan Pembayaran
      </Button>
    </div>
  );
}

/**
 * The same proof upload as a transaction's page (POST /api/transactions/:id/proof with its
 * Idempotency-Key), in a dialog. It outlives the step that opened it: after the upload the request
 * is refetched at once (the page moves on to 'Bukti Pembayaran Terkirim') while the dialog stays a
 * moment to show that the proof was sent.
 */
function useProofDialog(requestId: string) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [uploaded, setUploaded] = useState(false);

  useEffect(() => {
    if (!uploaded) return;
    const timer = setTimeout(() => {
      setOpen(false);
      setUploaded(false);
    }, CLOSE_AFTER_UPLOAD_MS);
    return () => clearTimeout(timer);
  }, [uploaded]);

  const onUploaded = () => {
    void queryClient.invalidateQueries({ queryKey: requestKeys.detail(requestId) });
    setUploaded(true);
  };
  return { open, show: () => setOpen(true), close: () => setOpen(false), onUploaded };
}

/** 'Kelas Selesai', asked once more: it releases the tutor's payment and cannot be undone. */
function MarkDoneButton({ transactionId }: { transactionId: string }) {
  const [asking, setAsking] = useState(false);
  const done = useRequestMutation(() => completeRequestClass(transactionId), {
    onSuccess: () => {
      setAsking(false);
      toast.success(TRANSACTION_MESSAGES.markedDone);
    },
    onError: (error) => {
      setAsking(false);
      toast.error(TRANSACTION_MESSAGES.markDoneFailed, { description: serverMessage(error) ?? undefined });
    },
  });
  return (
    <>
      <Button size="lg" onClick={() => setAsking(true)} disabled={done.isPending}>
        Kelas Selesai
      </Button>
      <Confirmation of="markDone" open={asking} busy={done.isPending} onClose={() => setAsking(false)} onConfirm={() => done.mutate()} />
    </>
  );
}

function StageControls({ transaction, onContinue }: { transaction: CustomerTransaction; onContinue: () => void }) {
  switch (paymentStage(transaction)) {
    case 'pay':
      return <PayStep transaction={transaction} onContinue={onContinue} />;
    case 'proof-sent':
      return (
        <div className="flex flex-col gap-4">
          <Alert tone="info" title="Menunggu verifikasi">
            Bukti pembayaran Anda sudah kami terima dan akan diverifikasi dalam 3-4 jam.
          </Alert>
          <Button size="lg" disabled>
            Bukti Pembayaran Terkirim
          </Button>
        </div>
      );
    case 'in-progress':
      return (
        <div className="flex flex-col gap-2 sm:flex-row">
          <MarkDoneButton transactionId={transaction.id} />
          {BACK_TO_LIST}
        </div>
      );
    case 'done':
      return <div className="flex">{BACK_TO_LIST}</div>;
  }
}

/** What the owner can do next on 'Konfirmasi Pembayaran' (docs/product.md#request-choose), by the transaction's state. */
export function PaymentControls({ requestId, transaction }: { requestId: string; transaction: CustomerTransaction }) {
  const proofDialog = useProofDialog(requestId);
  return (
    <>
      <StageControls transaction={transaction} onContinue={proofDialog.show} />
      <Dialog open={proofDialog.open} onClose={proofDialog.close} title="Unggah Bukti Pembayaran">
        <p className="mb-4 text-sm text-slate-600">Unggah bukti transfer sesuai total pembayaran. Verifikasi dilakukan dalam 3-4 jam.</p>
        <ProofUploadForm transactionId={transaction.id} onUploaded={proofDialog.onUploaded} />
      </Dialog>
    </>
  );
}
