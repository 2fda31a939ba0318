import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { TRANSACTION_MESSAGES } from '../../../../core/transactions/messages.ts';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { FullScreenSpinner, LoadingBlock } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../hooks/use-auth.ts';
import { useLiveUpdates } from '../../../hooks/use-live-updates.ts';
import { BackLink } from '../../../components/ui/back-link.tsx';
import { getTutorQueryOptions, useTutor } from '../../../lib/api/get-tutor.ts';
import { BookingForm } from '../components/booking-form.tsx';
import { BookingSummary } from '../components/booking-summary.tsx';
import { ConnectivityIndicator } from '../components/connectivity-indicator.tsx';
import type { BookingValues } from '../booking-form.ts';

/** Leaves the page with a toast; the id keeps StrictMode's second effect from adding another. */
function LeaveWithToast({ to, id, title, description }: { to: string; id: string; title: string; description: string }) {
  useEffect(() => {
    toast.error(title, { id, description });
  }, [id, title, description]);
  return <Navigate to={to} replace />;
}

function Booking({ tutorId, customerName }: { tutorId: string; customerName: string }) {
  // A tutor turning busy (or changing their price) while the form is open shows at once.
  useLiveUpdates();
  const queryClient = useQueryClient();
  const tutor = useTutor(tutorId);
  const [values, setValues] = useState<BookingValues>({
    customerName,
    phone: '',
    subjects: [],
    durationHours: 1,
    studentCount: 1,
    notes: '',
  });

  if (tutor.isPending) return <LoadingBlock label="Memuat data tutor..." />;
  if (tutor.isError || tutor.data === null) {
    const description = tutor.isError ? 'Terjadi kesalahan saat mengambil data tutor.' : TRANSACTION_MESSAGES.tutorNotFound;
    return <LeaveWithToast to="/tutors" id="booking-tutor" title="Error" description={description} />;
  }

  return (
    <section className="mx-auto max-w-6xl px-4 py-8 md:py-12">
      <BackLink to={`/tutor-detail/${tutorId}`} label="Kembali ke profil tutor" />
      <PageHeader title={`Pesan ${tutor.data.name}`}>
        Isi detail kelas yang Anda inginkan. Pembayaran dilakukan setelah pesanan dibuat.
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <BookingForm
          tutor={tutor.data}
          initialName={customerName}
          values={values}
          onChange={setValues}
          onTutorChanged={() => void queryClient.invalidateQueries({ queryKey: getTutorQueryOptions(tutorId).queryKey })}
        />
        <BookingSummary tutor={tutor.data} hours={values.durationHours} students={values.studentCount} />
      </div>
      <ConnectivityIndicator />
    </section>
  );
}

/**
 * /book/:tutorId. The route is open so that a visitor gets the toast
 * (docs/product.md#booking-create) before /auth (a guard would redirect silently); only customers
 * book.
 */
export function BookingPage() {
  const auth = useAuth();
  const { tutorId = '' } = useParams();
  if (auth.status === 'loading') return <FullScreenSpinner />;
  if (auth.status === 'anonymous') {
    return (
      <LeaveWithToast to="/auth" id="booking-auth" title="Error" description="Kamu harus login terlebih dahulu untuk memesan tutor." />
    );
  }
  if (auth.user.role !== 'customer') {
    return <LeaveWithToast to="/" id="booking-role" title="Error" description="Hanya akun siswa yang dapat memesan tutor." />;
  }
  return <Booking tutorId={tutorId} customerName={auth.user.name} />;
}
