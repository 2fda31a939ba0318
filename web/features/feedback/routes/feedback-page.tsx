import { PageHeader } from '../../../components/layout/page-header.tsx';
import { useLiveUpdates } from '../../../hooks/use-live-updates.ts';
import { FeedbackForm } from '../components/feedback-form.tsx';
import { FeedbackHistory } from '../components/feedback-history.tsx';

/** /feedback (signed in): send a feedback or a report, and the history with the admins' answers, refreshed live. */
export function FeedbackPage() {
  useLiveUpdates();
  return (
    <section className="mx-auto max-w-4xl px-4 py-8 md:py-12">
      <PageHeader title="Feedback">
        Kirim saran atau laporkan masalah kepada admin Ajarin. Balasan admin akan muncul di riwayat di bawah.
      </PageHeader>
      <FeedbackForm />
      <FeedbackHistory />
    </section>
  );
}
