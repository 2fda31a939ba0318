import { useParams } from 'react-router-dom';
import { REQUEST_MESSAGES } from '../../../../core/requests/messages.ts';
import type { CustomerTransaction } from '../../../../core/transactions/views.ts';
import { BackLink } from '../../../components/ui/back-link.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { useLiveUpdates } from '../../../hooks/use-live-updates.ts';
import { requestLoadFailure, useRequestDetail } from '../api/use-request-detail.ts';
import { PaymentControls } from '../components/payment-controls.tsx';
import { PaymentSummary } from '../components/payment-summary.tsx';
import { AccessDenied, RequestLoadFailure } from '../components/request-load-failure.tsx';
import { paymentPageTransaction } from '../request-payment.ts';

const MY_REQUESTS = { to: '/biddings', label: 'Kembali ke Daftar' };
const NOT_FOUND = { title: 'Data Tidak Ditemukan', text: 'Permintaan belajar yang Anda cari tidak ada atau sudah dihapus.' };

export function RequestPaymentView({ requestId, transaction }: { requestId: string; transaction: CustomerTransaction }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <BackLink to={`/bidding/${requestId}`} label="Kembali ke Detail Permintaan" />
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">Konfirmasi Pembayaran</h1>
        <p className="mt-2 text-slate-600">Pembayaran untuk kelas bersama {transaction.tutorName}.</p>
      </header>
      <div className="flex flex-col gap-6">
        <PaymentSummary transaction={transaction} />
        <PaymentControls requestId={requestId} transaction={transaction} />
      </div>
    </section>
  );
}

/**
 * /bidding-payment/:biddingId — 'Konfirmasi Pembayaran' (docs/product.md#request-choose): the
 * owner pays for the chosen tutor. Anyone else, or a request without a payment, gets 'Akses Ditolak'.
 */
export function RequestPaymentPage() {
  const { biddingId = '' } = useParams();
  useLiveUpdates();
  const query = useRequestDetail(biddingId);

  if (query.isPending) return <LoadingBlock label="Memuat data pembayaran..." />;
  if (query.isError) {
    return (
      <RequestLoadFailure
        failure={requestLoadFailure(query.error)}
        notFound={NOT_FOUND}
        failed={REQUEST_MESSAGES.loadFailed}
        back={MY_REQUESTS}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const transaction = paymentPageTransaction(query.data);
  if (!transaction) return <AccessDenied back={MY_REQUESTS} />;
  return <RequestPaymentView requestId={query.data.id} transaction={transaction} />;
}
