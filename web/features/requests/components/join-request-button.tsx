import { toast } from 'sonner';
import { REQUEST_MESSAGES } from '../../../../core/requests/messages.ts';
import type { RequestDetail } from '../../../../core/requests/views.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { serverMessage } from '../../../lib/server-message.ts';
import { joinRequest } from '../api/requests-api.ts';
import { useRequestMutation } from '../api/use-request-mutation.ts';

const JOIN_FAILED = 'Gagal bergabung dengan permintaan belajar';

/**
 * A tutor's 'Saya Tertarik Mengajar' (docs/product.md#request-join): 'Memproses...' while it works,
 * 'Sudah Bergabung' once joined, disabled whenever the server says joining is not possible, with
 * 'penuh' beside it when the request has all the tutors it takes.
 */
export function JoinRequestButton({ request }: { request: Pick<RequestDetail, 'id' | 'joined' | 'canJoin' | 'full'> }) {
  const join = useRequestMutation(() => joinRequest(request.id), {
    onSuccess: (result) => toast.success(result.message),
    onError: (error) => toast.error(serverMessage(error) ?? JOIN_FAILED),
  });
  const label = join.isPending ? 'Memproses...' : request.joined ? 'Sudah Bergabung' : 'Saya Tertarik Mengajar';
  return (
    <>
      <Button onClick={() => join.mutate()} disabled={request.joined || !request.canJoin || join.isPending}>
        {label}
      </Button>
      {request.full && !request.joined && <Badge tone="neutral">{REQUEST_MESSAGES.fullLabel}</Badge>}
    </>
  );
}
