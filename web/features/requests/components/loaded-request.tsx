import type { ReactNode } from 'react';
import { REQUEST_MESSAGES } from '../../../../core/requests/messages.ts';
import type { RequestDetail } from '../../../../core/requests/views.ts';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { requestLoadFailure, useRequestDetail } from '../api/use-request-detail.ts';
import type { BackTarget } from '../request-back-link.ts';
import { RequestLoadFailure } from './request-load-failure.tsx';

type Props = {
  requestId: string;
  loadingLabel: string;
  /** The page's own not-found screen: its title and line. */
  notFound: { title: string; text: string };
  back: BackTarget;
  children: (request: RequestDetail) => ReactNode;
};

/** What every request page does first: load the request, show the wait or the failure, then the page itself. */
export function LoadedRequest({ requestId, loadingLabel, notFound, back, children }: Props) {
  const query = useRequestDetail(requestId);
  if (query.isPending) return <LoadingBlock label={loadingLabel} />;
  if (query.isError) {
    return (
      <RequestLoadFailure
        failure={requestLoadFailure(query.error)}
        notFound={notFound}
        failed={REQUEST_MESSAGES.loadFailed}
        back={back}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return children(query.data);
}
