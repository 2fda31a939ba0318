import { Navigate } from 'react-router-dom';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { useAuth } from '../../auth/hooks/use-auth.ts';
import { useLiveUpdates } from '../../live/use-live-updates.ts';
import { useTransactions } from '../api/get-transactions.ts';
import { LoadError } from '../components/load-error.tsx';
import { StatusLegend } from '../components/status-legend.tsx';
import { TransactionCard } from '../components/transaction-card.tsx';
import { useErrorToast } from '../use-error-toast.ts';

const LOAD_FAILED = 'Failed to load your transaction data';

function CustomerTransactions() {
  useLiveUpdates();
  const query = useTransactions();
  useErrorToast(query.isError && !query.data, 'transactions-load', 'Error', LOAD_FAILED);
  const pages = query.data?.pages ?? [];
  const transactions = pages.flatMap((page) => page.transactions);
  const total = pages[0]?.total ?? 0;

  return (
    <section className="mx-auto max-w-4xl px-4 py-8 md:py-12">
      <PageHeader title="Transaksi">{total > 0 ? `${total} transaksi, terbaru di atas.` : 'Riwayat pemesanan tutor kamu.'}</PageHeader>
      <div className="flex flex-col gap-6">
        <StatusLegend />
        {query.isPending ? (
          <LoadingBlock label="Memuat transaksi..." />
        ) : query.isError && !query.data ? (
          <LoadError message={LOAD_FAILED} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : transactions.length === 0 ? (
          <EmptyState title="Belum ada transaksi" action={<ButtonLink to="/tutors">Pesan Tutor</ButtonLink>}>
            Pesan tutor pertamamu dan transaksinya akan muncul di sini.
          </EmptyState>
        ) : (
          <>
            <ul aria-label="Daftar transaksi" className="grid gap-4 md:grid-cols-2">
              {transactions.map((transaction) => (
                <TransactionCard key={transaction.id} transaction={transaction} />
              ))}
            </ul>
            {query.isFetchNextPageError && <LoadError message={LOAD_FAILED} onRetry={() => void query.fetchNextPage()} retrying={query.isFetchingNextPage} />}
            {query.hasNextPage && !query.isFetchNextPageError && (
              <div className="flex justify-center">
                <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
                  {query.isFetchingNextPage ? 'Memuat...' : 'Lihat lebih banyak'}
                </Button>
              </div>
            )}
          </>
        )}
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
