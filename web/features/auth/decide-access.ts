import type { Role } from '../../../core/accounts/auth.schema.ts';
import type { AuthState } from '../../hooks/use-auth.ts';

/** Who may open a page (docs/product.md#web-routes): anyone, any signed-in user, or one role only. */
export type Access = 'open' | 'signed-in' | Role;

export type AccessDecision = { kind: 'show' } | { kind: 'wait' } | { kind: 'redirect'; to: '/auth' | '/' };

/**
 * Guard rules (docs/product.md#web-route-guard): wait while the session loads, no session → /auth,
 * wrong role → '/'. This only decides what the browser shows; every endpoint checks role and
 * ownership itself.
 */
export function decideAccess(access: Access, auth: AuthState): AccessDecision {
  if (access === 'open') return { kind: 'show' };
  if (auth.status === 'loading') return { kind: 'wait' };
  if (auth.status === 'anonymous') return { kind: 'redirect', to: '/auth' };
  if (access !== 'signed-in' && auth.user.role !== access) return { kind: 'redirect', to: '/' };
  return { kind: 'show' };
}
