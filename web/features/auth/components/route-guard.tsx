import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { FullScreenSpinner } from '../../../components/ui/spinner.tsx';
import { decideAccess, type Access } from '../decide-access.ts';
import { useAuth } from '../../../hooks/use-auth.ts';

/**
 * The spinner while the session loads (the server renders every guarded page this way: it never
 * knows the session), a redirect for the wrong visitor, else the page.
 */
export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  const decision = decideAccess(access, useAuth());
  if (decision.kind === 'wait') return <FullScreenSpinner />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return children;
}
