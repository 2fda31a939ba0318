import { useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useLiveUpdates } from '../../../hooks/use-live-updates.ts';
import { useOpenPayouts, usePendingProofs, useRefundRequests } from '../api/get-admin-queues.ts';
import { AuditLogPanel } from '../components/audit-log-panel.tsx';
import { BankStatementPanel } from '../components/bank-statement-panel.tsx';
import { BotsPanel } from '../components/bots-panel.tsx';
import { DisputesQueue } from '../components/disputes-queue.tsx';
import { useDisputes } from '../api/disputes.ts';
import { OverviewPanel } from '../components/overview-panel.tsx';
import { FeedbackInbox } from '../components/feedback-inbox.tsx';
import { PayoutsQueue } from '../components/payouts-queue.tsx';
import { ProofsQueue } from '../components/proofs-queue.tsx';
import { RefundsQueue } from '../components/refunds-queue.tsx';
import { UsersPanel } from '../components/users-panel.tsx';

type Tab = 'proofs' | 'statements' | 'payouts' | 'refunds' | 'disputes' | 'bots' | 'overview' | 'feedback' | 'users' | 'audit';

const withCount = (label: string, items: unknown[] | undefined) => (items ? `${label} (${items.length})` : label);

/**
 * /admin (docs/product.md#admin): payment proofs to verify, bank statements to import, payouts to approve and pay, refunds to
 * complete, lesson disputes to decide, the chat bots' send queues and WhatsApp login, the accounts and the audit log.
 */
export function AdminPage() {
  useLiveUpdates();
  const [tab, setTab] = useState<Tab>('proofs');
  const proofs = usePendingProofs();
  const payouts = useOpenPayouts();
  const refunds = useRefundRequests();
  const disputes = useDisputes();
  const tabs = [
    { value: 'proofs' as const, label: withCount('Bukti Pembayaran', proofs.data) },
    { value: 'statements' as const, label: 'Mutasi Bank' },
    { value: 'payouts' as const, label: withCount('Pencairan', payouts.data) },
    { value: 'refunds' as const, label: withCount('Refund', refunds.data) },
    {
      value: 'disputes' as const,
      label: withCount(
        'Sengketa',
        disputes.data?.filter((dispute) => dispute.status === 'OPEN'),
      ),
    },
    { value: 'bots' as const, label: 'Bot & Antrean' },
    { value: 'overview' as const, label: 'Ringkasan' },
    { value: 'feedback' as const, label: 'Feedback' },
    { value: 'users' as const, label: 'Pengguna' },
    { value: 'audit' as const, label: 'Log Audit' },
  ];

  return (
    <section className="mx-auto max-w-5xl px-4 py-8 md:py-12">
      <PageHeader title="Konsol Admin">Verifikasi pembayaran, pencairan dana, refund, pengguna, feedback dan bot chat.</PageHeader>
      <Tabs label="Antrean admin" tabs={tabs} value={tab} onChange={setTab} columns="scroll">
        {tab === 'proofs' && <ProofsQueue query={proofs} />}
        {tab === 'statements' && <BankStatementPanel />}
        {tab === 'payouts' && <PayoutsQueue query={payouts} />}
        {tab === 'refunds' && <RefundsQueue query={refunds} />}
        {tab === 'disputes' && <DisputesQueue query={disputes} />}
        {tab === 'bots' && <BotsPanel />}
        {tab === 'overview' && <OverviewPanel />}
        {tab === 'feedback' && <FeedbackInbox />}
        {tab === 'users' && <UsersPanel />}
        {tab === 'audit' && <AuditLogPanel />}
      </Tabs>
    </section>
  );
}
