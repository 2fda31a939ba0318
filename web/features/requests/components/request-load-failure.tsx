import { ButtonLink } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { StatusScreen } from '../../../components/ui/status-screen.tsx';
import type { BackTarget } from '../request-back-link.ts';
import { RequestAccessDenied } from './request-access-denied.tsx';

/** docs/product.md#request-choose: someone else's request, or a state without a payment. */
export const NO_ACCESS_TEXT = 'Anda tidak memiliki akses untuk melihat halaman ini';

/** 'Akses Ditolak' with the way back. */
export function AccessDenied({ back }: { back: BackTarget }) {
  return (
    <RequestAccessDenied to={back.to} action={back.label}>
      {NO_ACCESS_TEXT}
    </RequestAccessDenied>
  );
}

type Props = {
  failure: 'not-found' | 'forbidden' | 'error';
  /** The page's own not-found screen: its title and line. */
  notFound: { title: string; text: string };
  /** The generic error's message. */
  failed: string;
  back: BackTarget;
  onRetry: () => void;
  retrying: boolean;
};

/** What a request page shows when its request cannot be read: not found, no access, or an error with 'Coba Lagi'. */
export function RequestLoadFailure({ failure, notFound, failed, back, onRetry, retrying }: Props) {
  if (failure === 'not-found') {
    return (
      <StatusScreen title={notFound.title} action={<ButtonLink to={back.to}>{back.label}</ButtonLink>}>
        {notFound.text}
      </StatusScreen>
    );
  }
  if (failure === 'forbidden') return <AccessDenied back={back} />;
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <LoadError message={failed} onRetry={onRetry} retrying={retrying} />
    </section>
  );
}
