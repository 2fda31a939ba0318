import type { Role } from '../../core/accounts/auth.schema.ts';
import type { Actor } from '../../core/accounts/actor.ts';
import { forbidden } from '../../core/errors.ts';

/**
 * The one role check. Use cases call it themselves even behind a route guard: a guard forgotten on
 * a route, or a bot calling the use case, is then not a hole.
 */
export function requireRole(actor: Actor, ...roles: [Role, ...Role[]]): void {
  if (!roles.includes(actor.role)) throw forbidden();
}
