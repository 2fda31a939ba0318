import { useState } from 'react';
import { SOURCE_LABELS } from '../../../../core/transactions/labels.ts';
import type { TutorSourceFilter } from '../../../../core/transactions/transaction.schema.ts';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useLiveUpdates } from '../../live/use-live-updates.ts';
import { LoadError } from '../../transactions/components/load-error.tsx';
import { useErrorToast } from '../../transactions/use-error-toast.ts';
import { useTutorTransactions } from '../api/get-tutor-transactions.ts';
import { PayoutDialog } from '../components/payout-dialog.tsx';
import { SummaryCards } from '../components/summary-cards.tsx';
import { TutorTransactionCard } from '../components/tutor-transaction-card.tsx';

const LOAD_FAILED = 'Failed to load transactions';
const EMPTY_TEXT: Record<TutorSourceFilter, string> = {
  all: 'Transaksi muncul di sini setelah siswa memesan kamu atau memilihmu dari permintaan belajar.',
  booking: 'Belum ada siswa yang memesan kamu dari marketplace.',
  request: 'Belum ada permintaan belajar yang memilih kamu.',
};

/** /tutor-transactions — 'Transaksi Tutor': summary cards, Semua / Marketplace / Request tabs, payouts. */
export function TutorTransactionsPage() {
  useLiveUpdates();
  const [source, setSource] = useState<TutorSourceFilter>('all');
  const [payoutFor, setPayoutFor] = useState<string | null>(null);
  const query = useTutorTransactions(source);
  const failed = query.isError && !query.data;
  useErrorToast(failed, 'tutor-transactions-load', 'Error', LOAD_FAILED);

  const pages = query.data?.pages ?? [];
  const first = pages[0];
  const transactions = pages.flatMap((page) => page.transactions);
  const count = (tab: TutorSourceFilter) => (first ? ` (${first.counts[tab]})` : '');
  const tabs = [
    { value: 'all' as const, label: `Semua${count('all')}` },
    { value: 'booking' as const, label: `${SOURCE_LABELS.booking}${count('booking')}` },
    { value: 'request' as const, label: `${SOURCE_LABELS.request}${count('request')}` },
  ];

  return (
    <section className="mx-auto max-w-6xl px-4 py-8 md:py-12">
      <PageHeader title="Transaksi Tutor">Pendapatan, status kelas dan pencairan dana kamu.</PageHeader>
      <SummaryCards summary={first?.summary} />
      {/* Tabs lays out two roomy columns by default; these are three, tighter on phones. */}
      <div className="mt-8 [&_[role=tab]]:px-1 [&_[role=tab]]:text-xs sm:[&_[role=tab]]:px-4 sm:[&_[role=tab]]:text-sm [&_[role=tablist]]:grid-cols-3">
        <Tabs label="Sumber transaksi" tabs={tabs} value={source} onChange={setSource}>
          {query.isPending ? (
            <LoadingBlock label="Memuat transaksi..." />
          ) : failed ? (
            <LoadError message={LOAD_FAILED} onRetry={() => void query.refetch()} retrying={query.isFetching} />
          ) : transactions.length === 0 ? (
            <EmptyState title="Belum ada transaksi">{EMPTY_TEXT[source]}</EmptyState>
          ) : (
            <div className={`flex flex-col gap-6 transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
              <ul aria-label="Daftar transaksi tutor" className="grid gap-4 md:grid-cols-2">
                {transactions.map((transaction) => (
                  <TutorTransactionCard key={transaction.id} transaction={transaction} onRequestPayout={setPayoutFor} />
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
            </div>
          )}
        </Tabs>
      </div>
      {payoutFor && <PayoutDialog transactionId={payoutFor} open onClose={() => setPayoutFor(null)} />}
    </section>
  );
}
