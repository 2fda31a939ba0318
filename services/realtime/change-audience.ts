import { z } from 'zod';
import type { Role } from '../../core/accounts/auth.schema.ts';
import type { Db } from '../../infra/db.ts';
import type { Actor } from '../../core/accounts/actor.ts';

// Who may hear that a row changed (docs/architecture.md#realtime). Resolved once per change, not
// per connected client; only {table, id} ever travels, never row data.

/** Channel of the `notify_change` triggers (migrations/20261122000004_platform.ts). */
export const CHANGES_CHANNEL = 'ajarin_changes';

export const changeSchema = z.object({
  table: z.enum(['tutors', 'transactions', 'learning_requests', 'payouts', 'feedback_reports']),
  id: z.uuid(),
  op: z.enum(['insert', 'update', 'delete']),
  /** learning_requests only: this update took the request out of OPEN (migration 20261124000002). */
  closing: z.boolean().optional(),
});

export type Change = z.infer<typeof changeSchema>;

export type Audience = { everyone: true } | { everyone: false; users: ReadonlySet<string>; roles: ReadonlySet<Role> };

const EVERYONE: Audience = { everyone: true };
const ADMINS = new Set<Role>(['admin']);
const ADMINS_AND_TUTORS = new Set<Role>(['admin', 'tutor']);

const only = (users: Array<string | null | undefined>, roles: ReadonlySet<Role> = ADMINS): Audience => ({
  everyone: false,
  users: new Set(users.filter((user): user is string => typeof user === 'string')),
  roles,
});

/** A trigger payload, or null when it is not one we publish. */
export function parseChange(payload: string): Change | null {
  try {
    const parsed = changeSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * tutors → everyone; transactions → its customer, its tutor, admins; learning_requests → its owner,
 * its participants and chosen tutor, admins, and every tutor while OPEN and on the change that
 * closes it (so it leaves their open lists); payouts → its tutor,
 * admins; feedback_reports → its author, admins. A row that is gone (deleted) is told to admins only:
 * whom it belonged to cannot be read any more.
 */
export async function resolveChangeAudience(db: Db, change: Change): Promise<Audience> {
  switch (change.table) {
    case 'tutors':
      return EVERYONE;
    case 'transactions': {
      const row = await db('transactions')
        .where({ id: change.id })
        .first<{ customer_id: string; tutor_id: string } | undefined>('customer_id', 'tutor_id');
      return only([row?.customer_id, row?.tutor_id]);
    }
    case 'learning_requests': {
      const row = await db('learning_requests')
        .where({ id: change.id })
        .first<{ customer_id: string; chosen_tutor_id: string | null; status: string } | undefined>(
          'customer_id',
          'chosen_tutor_id',
          'status',
        );
      if (!row) return only([]);
      const participants = await db('request_participants').where({ request_id: change.id }).pluck<string[]>('tutor_id');
      const tutorsListIt = row.status === 'OPEN' || change.closing === true;
      return only([row.customer_id, row.chosen_tutor_id, ...participants], tutorsListIt ? ADMINS_AND_TUTORS : ADMINS);
    }
    case 'payouts': {
      const row = await db('payouts').where({ id: change.id }).first<{ tutor_id: string } | undefined>('tutor_id');
      return only([row?.tutor_id]);
    }
    case 'feedback_reports': {
      const row = await db('feedback_reports').where({ id: change.id }).first<{ user_id: string } | undefined>('user_id');
      return only([row?.user_id]);
    }
  }
}

/** Anonymous viewers (null) hear only what everyone may. */
export function canSee(audience: Audience, viewer: Actor | null): boolean {
  if (audience.everyone) return true;
  if (!viewer) return false;
  return audience.roles.has(viewer.role) || audience.users.has(viewer.id);
}
