import { Navigate } from 'react-router-dom';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PagedList } from '../../../components/ui/paged-list.tsx';
import { useAuth } from '../../../hooks/use-auth.ts';
import { useErrorToast } from '../../../hooks/use-error-toast.ts';
import { useLiveUpdates } from '../../../hooks/use-live-updates.ts';
import { useOwnRequests } from '../api/use-own-requests.ts';
import { OwnRequestCard } from '../components/own-request-card.tsx';

const LOAD_FAILED = 'Failed to load biddings';

function OwnRequests() {
  useLiveUpdates();
  const query = useOwnRequests();
  useErrorToast(query.isError && !query.data, 'own-requests-load', 'Error', LOAD_FAILED);
  const requests = query.data?.pages.flatMap((page) => page.requests) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  return (
    <section className="mx-auto max-w-4xl px-4 py-8 md:py-12">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageHeader title="Permintaan Belajar Anda">
          {total > 0 ? `${total} permintaan, terbaru di atas.` : 'Permintaan belajar yang Anda buat untuk dipilihkan tutor.'}
        </PageHeader>
        <ButtonLink to="/create-bidding">Buat Request Baru</ButtonLink>
      </div>
      <PagedList
        query={query}
        items={requests}
        label="Daftar permintaan belajar"
        loading="Memuat permintaan belajar..."
        failed={LOAD_FAILED}
        empty={
          <EmptyState title="Belum ada permintaan belajar" action={<ButtonLink to="/create-bidding">Buat Permintaan Pertama</ButtonLink>}>
            Tulis mata pelajaran dan kebutuhan belajar Anda; tutor yang tertarik akan bergabung dan Anda memilih salah satunya.
          </EmptyState>
        }
      >
        {(request) => <OwnRequestCard request={request} />}
      </PagedList>
    </section>
  );
}

/** /biddings: the customer's learning requests. Tutors and admins have their own pages. */
export function OwnRequestsPage() {
  const auth = useAuth();
  if (auth.user?.role === 'tutor') return <Navigate to="/tutor-requests" replace />;
  if (auth.user?.role === 'admin') return <Navigate to="/admin" replace />;
  return <OwnRequests />;
}
