import { toast } from 'sonner';
import { REQUEST_MESSAGES } from '../../../../core/requests/messages.ts';
import type { RequestDetail } from '../../../../core/requests/views.ts';
import { Button } from '../../../components/ui/button.tsx';
import { serverMessage } from '../../../lib/server-message.ts';
import { joinRequest } from '../api/requests-api.ts';
import { useRequestMutation } from '../api/use-request-mutation.ts';
import { joinButtonState } from '../request-labels.ts';

const JOIN_FAILED = 'Gagal bergabung dengan permintaan belajar. Silakan coba lagi.';

/**
 * A tutor's 'Saya Tertarik Mengajar' (docs/product.md#request-join), on a 'Request Belajar' card and
 * on the request's page, with 'penuh' beside it when the request has all the tutors it takes.
 */
export function JoinRequestButton({ request }: { request: Pick<RequestDetail, 'id' | 'joined' | 'canJoin' | 'full'> }) {
  const join = useRequestMutation(joinRequest, {
    onSuccess: (result) => toast.success('Berhasil', { description: result.message }),
    onError: (error) => toast.error('Error', { description: serverMessage(error) ?? JOIN_FAILED }),
  });
  // Joined shows at once: the refetch after the join may take a moment.
  const joined = request.joined || join.isSuccess;
  const button = joinButtonState({ joined, pending: join.isPending, canJoin: request.canJoin });
  return (
    <>
      <Button onClick={() => join.mutate(request.id)} disabled={button.disabled}>
        {button.text}
      </Button>
      {request.full && !joined && <p className="text-sm text-slate-500">{REQUEST_MESSAGES.full}</p>}
    </>
  );
}
