import type { Trx } from '../../infra/db.ts';

/**
 * Records who changed a money or status field of a tutor, from what to what
 * (docs/architecture.md#audit-log).
 */
export async function auditTutorChange(
  trx: Trx,
  entry: { actorId: string | null; action: string; tutorId: string; before: Record<string, unknown>; after: Record<string, unknown> },
): Promise<void> {
  await trx('audit_log').insert({
    actor_id: entry.actorId,
    action: entry.action,
    entity: 'tutors',
    entity_id: entry.tutorId,
    before: JSON.stringify(entry.before),
    after: JSON.stringify(entry.after),
  });
}
