import { useParams } from 'react-router-dom';
import type { CustomerTransaction } from '../../../../core/transactions/views.ts';
import { BackLink } from '../../../components/ui/back-link.tsx';
import { useLiveUpdates } from '../../../hooks/use-live-updates.ts';
import { LoadedRequest } from '../components/loaded-request.tsx';
import { PaymentControls } from '../components/payment-controls.tsx';
import { PaymentSummary } from '../components/payment-summary.tsx';
import { AccessDenied } from '../components/request-load-failure.tsx';
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
  return (
    <LoadedRequest requestId={biddingId} loadingLabel="Memuat data pembayaran..." notFound={NOT_FOUND} back={MY_REQUESTS}>
      {(request) => {
        const transaction = paymentPageTransaction(request);
        return transaction ? <RequestPaymentView requestId={request.id} transaction={transaction} /> : <AccessDenied back={MY_REQUESTS} />;
      }}
    </LoadedRequest>
  );
}
