import { Navigate } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { useAuth } from '../../../hooks/use-auth.ts';
import { useLiveUpdates } from '../../../hooks/use-live-updates.ts';
import { useTransactions } from '../api/get-transactions.ts';
import { StatusLegend } from '../components/status-legend.tsx';
import { TransactionCard } from '../components/transaction-card.tsx';
import { TransactionPages } from '../../../components/transactions/transaction-pages.tsx';
import { useErrorToast } from '../../../hooks/use-error-toast.ts';

const LOAD_FAILED = 'Failed to load your transaction data';

function CustomerTransactions() {
  useLiveUpdates();
  const query = useTransactions();
  useErrorToast(query.isError && !query.data, 'transactions-load', 'Error', LOAD_FAILED);
  const total = query.data?.pages[0]?.total ?? 0;

  return (
    <section className="mx-auto max-w-4xl px-4 py-8 md:py-12">
      <PageHeader title="Transaksi">{total > 0 ? `${total} transaksi, terbaru di atas.` : 'Riwayat pemesanan tutor Anda.'}</PageHeader>
      <div className="flex flex-col gap-6">
        <StatusLegend />
        <TransactionPages
          query={query}
          label="Daftar transaksi"
          failed={LOAD_FAILED}
          empty={
            <EmptyState title="Belum ada transaksi" action={<ButtonLink to="/tutors">Pesan Tutor</ButtonLink>}>
              Pesan tutor pertama Anda dan transaksinya akan muncul di sini.
            </EmptyState>
          }
        >
          {(transaction) => <TransactionCard transaction={transaction} />}
        </TransactionPages>
      </div>
    </section>
  );
}

/** /transactions: the customer's bookings and requests. A tutor or admin has their own page. */
export function TransactionsPage() {
  const auth = useAuth();
  if (auth.user?.role === 'tutor') return <Navigate to="/tutor-transactions" replace />;
  if (auth.user?.role === 'admin') return <Navigate to="/admin" replace />;
  return <CustomerTransactions />;
}
