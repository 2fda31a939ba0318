import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { FullScreenSpinner } from '../../../components/ui/spinner.tsx';
import { decideAccess, type Access } from '../decide-access.ts';
import { useAuth } from '../../../hooks/use-auth.ts';

/**
 * `preload` fetches the page's code while the session is still loading: the page then renders as
 * soon as the session answers, instead of asking for its code only then, a round trip later.
 */
export function RouteGuard({ access, preload, children }: { access: Access; preload?: () => Promise<void>; children: ReactNode }) {
  const decision = decideAccess(access, useAuth());
  const waiting = decision.kind === 'wait';
  useEffect(() => {
    // A failed load is the page's to report when it renders.
    if (waiting) preload?.().catch(() => undefined);
  }, [waiting, preload]);
  if (waiting) return <FullScreenSpinner />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return children;
}
