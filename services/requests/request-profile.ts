import type { Actor } from '../../core/accounts/actor.ts';
import type { Db } from '../../infra/db.ts';
import { requireRole } from '../accounts/require-role.ts';

/** The name and phone the request form prefills from the customer's profile (the phone may be missing). */
export async function requestProfile(deps: { db: Db }, customer: Actor): Promise<{ name: string; phone: string | null }> {
  requireRole(customer, 'customer');
  const row = await deps
    .db('customers')
    .where({ id: customer.id })
    .first<{ name: string; phone: string | null } | undefined>('name', 'phone');
  return { name: row?.name ?? '', phone: row?.phone ?? null };
}
