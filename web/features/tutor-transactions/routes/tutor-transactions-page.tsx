import { useState } from 'react';
import { SOURCE_LABELS } from '../../../../core/transactions/labels.ts';
import type { TutorSourceFilter } from '../../../../core/transactions/transaction.schema.ts';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useLiveUpdates } from '../../../hooks/use-live-updates.ts';
import { TransactionPages } from '../../../components/transactions/transaction-pages.tsx';
import { useErrorToast } from '../../../hooks/use-error-toast.ts';
import { useTutorTransactions } from '../api/get-tutor-transactions.ts';
import { PayoutDialog } from '../components/payout-dialog.tsx';
import { SummaryCards } from '../components/summary-cards.tsx';
import { TutorTransactionCard } from '../components/tutor-transaction-card.tsx';

const LOAD_FAILED = 'Failed to load transactions';
const EMPTY_TEXT: Record<TutorSourceFilter, string> = {
  all: 'Transaksi muncul di sini setelah siswa memesan Anda atau memilih Anda dari permintaan belajar.',
  booking: 'Belum ada siswa yang memesan Anda dari marketplace.',
  request: 'Belum ada permintaan belajar yang memilih Anda.',
};

/** /tutor-transactions — 'Transaksi Tutor': summary cards, Semua / Marketplace / Request tabs, payouts. */
export function TutorTransactionsPage() {
  useLiveUpdates();
  const [source, setSource] = useState<TutorSourceFilter>('all');
  const [payoutFor, setPayoutFor] = useState<string | null>(null);
  const query = useTutorTransactions(source);
  useErrorToast(query.isError && !query.data, 'tutor-transactions-load', 'Error', LOAD_FAILED);

  const first = query.data?.pages[0];
  const count = (tab: TutorSourceFilter) => (first ? ` (${first.counts[tab]})` : '');
  const tabs = [
    { value: 'all' as const, label: `Semua${count('all')}` },
    { value: 'booking' as const, label: `${SOURCE_LABELS.booking}${count('booking')}` },
    { value: 'request' as const, label: `${SOURCE_LABELS.request}${count('request')}` },
  ];

  return (
    <section className="mx-auto max-w-6xl px-4 py-8 md:py-12">
      <PageHeader title="Transaksi Tutor">Pendapatan, status kelas dan pencairan dana Anda.</PageHeader>
      <SummaryCards summary={first?.summary} />
      <div className="mt-8">
        <Tabs label="Sumber transaksi" tabs={tabs} value={source} onChange={setSource} columns={3}>
          <TransactionPages
            query={query}
            label="Daftar transaksi tutor"
            failed={LOAD_FAILED}
            empty={<EmptyState title="Belum ada transaksi">{EMPTY_TEXT[source]}</EmptyState>}
          >
            {(transaction) => <TutorTransactionCard transaction={transaction} onRequestPayout={setPayoutFor} />}
          </TransactionPages>
        </Tabs>
      </div>
      {payoutFor && <PayoutDialog transactionId={payoutFor} open onClose={() => setPayoutFor(null)} />}
    </section>
  );
}
