import { useParams } from 'react-router-dom';
import { FORBIDDEN_MESSAGE } from '../../../../core/errors.ts';
import { isContactRevealed } from '../../../../core/transactions/statuses.ts';
import { TRANSACTION_MESSAGES } from '../../../../core/transactions/messages.ts';
import type { CustomerTransaction } from '../../../../core/transactions/views.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { useAuth } from '../../../hooks/use-auth.ts';
import { useLiveUpdates } from '../../../hooks/use-live-updates.ts';
import { ReviewSection } from '../components/review-section.tsx';
import { TransactionSessions } from '../../../components/lessons/transaction-sessions.tsx';
import { transactionKeys } from '../../../lib/api/transaction-keys.ts';
import { transactionLoadFailure, useTransaction } from '../api/get-transaction.ts';
import { BackLink } from '../../../components/ui/back-link.tsx';
import { ContactCard } from '../../../components/transactions/contact-card.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { PaymentMethodsCard } from '../../../components/transactions/payment-methods-card.tsx';
import { PaymentProofSection } from '../components/payment-proof-section.tsx';
import { ReceiptCard } from '../components/receipt-card.tsx';
import { StatusScreen } from '../../../components/ui/status-screen.tsx';
import { TransactionActions } from '../components/transaction-actions.tsx';
import { TransactionInfo } from '../components/transaction-info.tsx';

const BACK = <ButtonLink to="/transactions">Kembali ke Transaksi</ButtonLink>;

/** `readOnly`: an admin following a link from the console sees the transaction, not the customer's controls. */
export function TransactionDetail({ transaction, readOnly }: { transaction: CustomerTransaction; readOnly: boolean }) {
  const awaitingPayment = !readOnly && (transaction.paymentStatus === 'UNPAID' || transaction.paymentStatus === 'PROOF_SUBMITTED');
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <TransactionInfo transaction={transaction} />
        <PaymentProofSection transaction={transaction} readOnly={readOnly} />
        <TransactionSessions
          transaction={transaction}
          side="customer"
          queryKey={transactionKeys.detail(transaction.id)}
          readOnly={readOnly}
        />
        {!readOnly && <TransactionActions transaction={transaction} />}
        <ReviewSection transaction={transaction} readOnly={readOnly} />
      </div>
      <aside className="flex flex-col gap-6">
        <ContactCard
          title="Kontak Tutor"
          name={transaction.tutorName}
          phone={isContactRevealed(transaction.paymentStatus) ? transaction.tutorPhone : null}
          hiddenHint="Kamu akan menerima nomor tutor setelah membayar."
        />
        {awaitingPayment && <PaymentMethodsCard payment={transaction} />}
        {!readOnly && transaction.receiptNumber && <ReceiptCard transactionId={transaction.id} receiptNumber={transaction.receiptNumber} />}
      </aside>
    </div>
  );
}

/** /transactions/:transactionId — 'Detail Transaksi' for its customer (and admins). */
export function TransactionDetailPage() {
  const { transactionId = '' } = useParams();
  const auth = useAuth();
  useLiveUpdates();
  const query = useTransaction(transactionId);

  const isAdmin = auth.user?.role === 'admin';

  if (query.isPending) return <LoadingBlock label="Memuat detail transaksi..." />;
  if (query.isError) {
    const failure = transactionLoadFailure(query.error);
    if (failure === 'not-found') {
      return (
        <StatusScreen title={TRANSACTION_MESSAGES.notFound} action={BACK}>
          Transaksi yang Anda cari tidak ada atau sudah dihapus.
        </StatusScreen>
      );
    }
    if (failure === 'forbidden') {
      return (
        <StatusScreen title={FORBIDDEN_MESSAGE} action={BACK}>
          Anda tidak memiliki akses untuk melihat transaksi ini.
        </StatusScreen>
      );
    }
    return (
      <section className="mx-auto max-w-3xl px-4 py-12">
        <LoadError message="Detail transaksi gagal dimuat." onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-6xl px-4 py-8 md:py-12">
      {isAdmin ? <BackLink to="/admin" label="Kembali ke Konsol Admin" /> : <BackLink to="/transactions" label="Kembali ke Transaksi" />}
      <PageHeader title="Detail Transaksi">Pemesanan tutor {query.data.tutorName}.</PageHeader>
      <TransactionDetail transaction={query.data} readOnly={isAdmin} />
    </section>
  );
}
