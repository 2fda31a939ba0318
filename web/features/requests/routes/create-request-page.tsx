import { landingPathFor } from '../../../../core/accounts/auth.schema.ts';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { BackLink } from '../../../components/ui/back-link.tsx';
import { useAuth } from '../../../hooks/use-auth.ts';
import { CreateRequestForm } from '../components/create-request-form.tsx';
import { RequestAccessDenied } from '../components/request-access-denied.tsx';

/**
 * /create-bidding (signed in, by the route guard). Only customers post requests; the server refuses
 * anyone else, and the page says so instead of offering a form that cannot be sent.
 */
export function CreateRequestPage() {
  const { user } = useAuth();
  if (user && user.role !== 'customer') {
    return (
      <RequestAccessDenied to={landingPathFor(user.role)} action="Kembali">
        Hanya akun siswa yang dapat membuat permintaan belajar.
      </RequestAccessDenied>
    );
  }
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <BackLink to="/biddings" label="Kembali ke Permintaan Belajar Anda" />
      <PageHeader title="Buat Permintaan Belajar">
        Ceritakan kebutuhan belajar Anda. Tutor yang tertarik akan bergabung, lalu Anda memilih salah satunya.
      </PageHeader>
      <CreateRequestForm initialName={user?.name ?? ''} />
    </section>
  );
}
