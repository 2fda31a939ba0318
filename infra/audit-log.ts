import type { Trx } from './db.ts';

// Who changed a money or status field, when, from what to what (docs/architecture.md#audit-log),
// which admin sent a failed notification job through again, disabled or enabled an account, or
// verified a tutor. The console reads it newest first (services/admin/list-audit-log.ts).
// Written in the same transaction as the change, so the log and the data never disagree; like the
// outbox (outbox.ts), a plain insert every domain's use cases make, so it lives below them all.
// `before`/`after` hold statuses and amounts only: never phone numbers, account texts or file
// contents.

export type AuditEntry = {
  /** null: the system itself (a sweep), no person. */
  actorId: string | null;
  action: string;
  /** `tutors` (the table's name) for a tutor's profile and availability, as it has always been written. */
  entity:
    | 'transaction'
    | 'payment_proof'
    | 'payout'
    | 'review'
    | 'notification_delivery'
    | 'outbox'
    | 'feedback_report'
    | 'user'
    | 'tutors'
    | 'lesson_dispute';
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

export async function writeAudit(trx: Trx, entry: AuditEntry): Promise<void> {
  await trx('audit_log').insert({
    actor_id: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId,
    before: entry.before === null ? null : JSON.stringify(entry.before),
    after: entry.after === null ? null : JSON.stringify(entry.after),
  });
}

/** The same row as writeAudit, as a statement for a caller's CTE: inserted once for each row of `source`. */
export function auditInsertFrom(source: string, entry: AuditEntry): { sql: string; bindings: (string | null)[] } {
  return {
    sql: `insert into audit_log (actor_id, action, entity, entity_id, before, after) select ?::uuid, ?, ?, ?::uuid, ?::jsonb, ?::jsonb from ${source}`,
    bindings: [
      entry.actorId,
      entry.action,
      entry.entity,
      entry.entityId,
      entry.before === null ? null : JSON.stringify(entry.before),
      entry.after === null ? null : JSON.stringify(entry.after),
    ],
  };
}
