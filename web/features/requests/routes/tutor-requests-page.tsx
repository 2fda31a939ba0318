import { useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PagedList } from '../../../components/ui/paged-list.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { useErrorToast } from '../../../hooks/use-error-toast.ts';
import { useLiveUpdates } from '../../../hooks/use-live-updates.ts';
import { useOpenRequests } from '../api/use-open-requests.ts';
import { OpenRequestCard } from '../components/open-request-card.tsx';

const LOAD_FAILED = 'Failed to load bidding requests';
const LOADING = 'Memuat permintaan belajar...';

/**
 * /tutor-requests (tutors, by the route guard): 'Request Belajar' (docs/product.md#request-join).
 * The switch 'Sesuai mata pelajaran saya' starts on when the tutor has subjects, which the server's
 * first answer tells; once the tutor flips it, their choice holds.
 */
export function TutorRequestsPage() {
  useLiveUpdates();
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [hasSubjects, setHasSubjects] = useState<boolean | null>(null);
  const matching = chosen ?? hasSubjects ?? true;
  const query = useOpenRequests(matching);
  const answered = query.data?.pages[0]?.tutorHasSubjects;
  // Learnt from the answer during render (not in an effect), so a tutor without subjects goes
  // straight on to the whole list without showing the empty filtered one first.
  if (answered !== undefined && answered !== hasSubjects) setHasSubjects(answered);
  useErrorToast(query.isError && !query.data, 'open-requests-load', 'Error', LOAD_FAILED);

  const requests = query.data?.pages.flatMap((page) => page.requests) ?? [];
  const total = query.data?.pages[0]?.total;
  // Switching lists keeps the old one on screen; an old empty one would claim there is nothing.
  const switching = query.isPlaceholderData && requests.length === 0;

  return (
    <section className="mx-auto max-w-4xl px-4 py-8 md:py-12">
      <PageHeader title="Request Belajar">Lihat permintaan belajar dari murid dan ajukan diri Anda sebagai tutor</PageHeader>
      <div className="mb-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <Switch
          label="Sesuai mata pelajaran saya"
          checked={matching}
          onChange={setChosen}
          disabled={hasSubjects === false}
          hint={
            hasSubjects === false
              ? 'Tambahkan mata pelajaran di Dashboard untuk memakai filter ini.'
              : 'Hanya permintaan yang memuat mata pelajaran Anda.'
          }
        />
      </div>
      {total !== undefined && total > 0 && !switching && (
        <p className="mb-4 text-sm text-slate-600" aria-live="polite">
          {total} permintaan terbuka, terbaru di atas.
        </p>
      )}
      {switching ? (
        <LoadingBlock label={LOADING} />
      ) : (
        <PagedList
          query={query}
          items={requests}
          label="Daftar permintaan belajar terbuka"
          loading={LOADING}
          failed={LOAD_FAILED}
          empty={
            matching ? (
              <EmptyState
                title="Belum ada permintaan yang sesuai"
                action={
                  <Button variant="secondary" onClick={() => setChosen(false)}>
                    Tampilkan semua permintaan
                  </Button>
                }
              >
                Belum ada permintaan belajar terbuka untuk mata pelajaran Anda.
              </EmptyState>
            ) : (
              <EmptyState title="Belum ada permintaan belajar">Saat ini belum ada permintaan belajar yang tersedia</EmptyState>
            )
          }
        >
          {(request) => <OpenRequestCard request={request} markMatch={!matching} />}
        </PagedList>
      )}
    </section>
  );
}
