import type { Trx } from '../../infra/db.ts';

// Who changed a money or status field, when, from what to what (docs/architecture.md#audit-log),
// and which admin sent a failed notification job through again.
// Written in the same transaction as the change, so the log and the data never disagree.
// `before`/`after` hold statuses and amounts only: never phone numbers, account texts or file
// contents.

export type AuditEntry = {
  actorId: string;
  action: string;
  entity: 'transaction' | 'payment_proof' | 'payout' | 'review' | 'notification_delivery' | 'outbox' | 'feedback_report';
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
