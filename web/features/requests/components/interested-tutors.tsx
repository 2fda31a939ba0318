import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { formatRupiah } from '../../../../core/format/rupiah.ts';
import { REQUEST_MESSAGES } from '../../../../core/requests/messages.ts';
import type { InterestedTutor, RequestDetail } from '../../../../core/requests/views.ts';
import { computeTotals } from '../../../../core/transactions/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { serverMessage } from '../../../lib/server-message.ts';
import { chooseTutor } from '../api/requests-api.ts';
import { useRequestMutation } from '../api/use-request-mutation.ts';
import { InterestedTutorCard } from './interested-tutor-card.tsx';

/** docs/product.md#request-choose: the page moves on to the payment 1 s after the choice. */
const PROCEED_DELAY_MS = 1000;

function ChosenMark() {
  return (
    <span className="rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-700 ring-1 ring-emerald-200">
      ✓ Tutor Terpilih
    </span>
  );
}

/** What the choice will cost, as the server computes it: price per hour × hours × students. */
function ChoiceCost({ tutor, request }: { tutor: InterestedTutor; request: Pick<RequestDetail, 'durationHours' | 'studentCount'> }) {
  const { total } = computeTotals(tutor.pricePerHour, request.durationHours, request.studentCount);
  return (
    <>
      <p>
        Anda memilih <span className="font-semibold text-slate-900">{tutor.name}</span> untuk permintaan ini. Tutor lain tidak dapat dipilih
        lagi.
      </p>
      <p className="mt-3">
        Total pembayaran:{' '}
        <span className="font-semibold text-slate-900">
          {formatRupiah(tutor.pricePerHour)} × {request.durationHours} jam × {request.studentCount} orang = {formatRupiah(total)}
        </span>
      </p>
    </>
  );
}

/**
 * 'Tutor yang Tertarik (n)'. The owner of an open request gets 'Pilih Tutor Ini' on each card
 * (after a confirmation with the total); the chosen one is marked.
 */
export function InterestedTutors({ request }: { request: RequestDetail }) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState<InterestedTutor | null>(null);
  const [proceeding, setProceeding] = useState(false);
  const choose = useRequestMutation((tutorId: string) => chooseTutor(request.id, tutorId), {
    onSuccess: () => {
      setAsking(null);
      toast.success(REQUEST_MESSAGES.chosen);
      setProceeding(true);
    },
    onError: (error) => {
      setAsking(null);
      toast.error(REQUEST_MESSAGES.chooseFailed, { description: serverMessage(error) ?? undefined });
    },
  });

  useEffect(() => {
    if (!proceeding) return;
    const timer = setTimeout(() => navigate(`/bidding-payment/${request.id}`), PROCEED_DELAY_MS);
    return () => clearTimeout(timer);
  }, [proceeding, navigate, request.id]);

  const { participants } = request;
  return (
    <section aria-labelledby="interested-heading" className="flex flex-col gap-4">
      <h2 id="interested-heading" className="text-lg font-semibold text-slate-900">
        Tutor yang Tertarik ({participants.length})
      </h2>
      {participants.length === 0 ? (
        <EmptyState title="Belum ada tutor yang tertarik" />
      ) : (
        <ul aria-label="Tutor yang tertarik" className="grid gap-4 md:grid-cols-2">
          {participants.map((tutor) => (
            <li key={tutor.id}>
              <InterestedTutorCard tutor={tutor}>
                {tutor.chosen ? (
                  <ChosenMark />
                ) : (
                  request.canChoose && (
                    <Button onClick={() => setAsking(tutor)} disabled={choose.isPending || proceeding}>
                      Pilih Tutor Ini
                    </Button>
                  )
                )}
              </InterestedTutorCard>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={asking !== null}
        title="Pilih tutor ini?"
        confirmLabel="Ya, Pilih Tutor"
        busy={choose.isPending}
        onClose={() => setAsking(null)}
        onConfirm={() => asking && choose.mutate(asking.id)}
      >
        {asking && <ChoiceCost tutor={asking} request={request} />}
      </ConfirmDialog>
    </section>
  );
}
