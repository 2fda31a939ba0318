import { useParams } from 'react-router-dom';
import { REQUEST_MESSAGES } from '../../../../core/requests/messages.ts';
import type { RequestDetail } from '../../../../core/requests/views.ts';
import { BackLink } from '../../../components/ui/back-link.tsx';
import { useAuth } from '../../../hooks/use-auth.ts';
import { useLiveUpdates } from '../../../hooks/use-live-updates.ts';
import { InterestedTutors } from '../components/interested-tutors.tsx';
import { JoinRequestButton } from '../components/join-request-button.tsx';
import { LoadedRequest } from '../components/loaded-request.tsx';
import { RequestInfo } from '../components/request-info.tsx';
import { RequestOwnerActions } from '../components/request-owner-actions.tsx';
import { RequestStatusBadge } from '../components/request-status-badge.tsx';
import { RequestTransaction } from '../components/request-transaction.tsx';
import { requestListOf, type BackTarget } from '../request-back-link.ts';

const NOT_FOUND = { title: REQUEST_MESSAGES.notFound, text: 'Permintaan belajar yang Anda cari tidak ada atau sudah dihapus.' };

/** A tutor may join while the request is open, and sees 'Sudah Bergabung' once they did. */
const showsJoin = (request: RequestDetail) => request.viewer === 'tutor' && (request.joined || request.status === 'OPEN');

/** The owner is asked to choose while they can; anyone else reads a student's request. */
function subtitleOf(request: RequestDetail): string {
  if (request.viewer !== 'owner') return 'Lihat detail permintaan belajar dari murid';
  return request.canChoose ? 'Pilih tutor yang paling cocok untuk kebutuhan belajar Anda.' : 'Permintaan belajar yang Anda buat.';
}

/** The request as its viewer sees it: the owner decides, a tutor joins, an admin reads. */
export function RequestDetailView({ request, back }: { request: RequestDetail; back: BackTarget }) {
  const isOwner = request.viewer === 'owner';
  return (
    <section className="mx-auto max-w-5xl px-4 py-8 md:py-12">
      <BackLink to={back.to} label={back.label} />
      <header className="mb-6">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">Detail Permintaan Belajar</h1>
          <RequestStatusBadge badge={request.badge} />
        </div>
        <p className="mt-2 text-slate-600">{subtitleOf(request)}</p>
      </header>
      <div className="flex flex-col gap-6">
        <RequestInfo request={request}>{showsJoin(request) && <JoinRequestButton request={request} />}</RequestInfo>
        {isOwner && request.transaction && <RequestTransaction requestId={request.id} transaction={request.transaction} />}
        <InterestedTutors request={request} />
        {isOwner && <RequestOwnerActions request={request} />}
      </div>
    </section>
  );
}

/** /bidding/:biddingId — 'Detail Permintaan Belajar' (docs/product.md#request-choose), refreshed live. */
export function RequestDetailPage() {
  const { biddingId = '' } = useParams();
  const auth = useAuth();
  useLiveUpdates();
  const back = requestListOf(auth.user?.role);
  return (
    <LoadedRequest requestId={biddingId} loadingLabel="Memuat detail permintaan belajar..." notFound={NOT_FOUND} back={back}>
      {(request) => <RequestDetailView request={request} back={back} />}
    </LoadedRequest>
  );
}
