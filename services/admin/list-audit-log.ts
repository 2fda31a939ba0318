import type { Actor } from '../../core/accounts/actor.ts';
import { AUDIT_PAGE_SIZE, summarizeAuditState, type AuditPage, type AuditQuery } from '../../core/admin/audit.ts';
import type { Db } from '../../infra/db.ts';
import { requireRole } from '../accounts/require-role.ts';

type Row = {
  id: string;
  created_at: Date;
  actor_id: string | null;
  actor_name: string | null;
  action: string;
  entity: string;
  entity_id: string;
  before: unknown;
  after: unknown;
};

/**
 * The audit log for the console, newest first (insert order), all of it or one entity, pages of
 * 50. Only the actor's name joins in; before/after go through summarizeAuditState.
 */
export async function listAuditLog(deps: { db: Db }, viewer: Actor, query: AuditQuery): Promise<AuditPage> {
  requireRole(viewer, 'admin');
  const rows = await deps
    .db('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .modify((builder) => {
      if (query.entity) builder.where('a.entity', query.entity);
    })
    .orderBy('a.id', 'desc')
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((query.page - 1) * AUDIT_PAGE_SIZE)
    .select<Row[]>(
      'a.id',
      'a.created_at',
      'a.actor_id',
      'u.name as actor_name',
      'a.action',
      'a.entity',
      'a.entity_id',
      'a.before',
      'a.after',
    );
  return {
    entries: rows.slice(0, AUDIT_PAGE_SIZE).map((row) => ({
      id: String(row.id),
      createdAt: row.created_at.toISOString(),
      actor: row.actor_id ? { id: row.actor_id, name: row.actor_name ?? '' } : null,
      action: row.action,
      entity: row.entity,
      entityId: row.entity_id,
      before: summarizeAuditState(row.before),
      after: summarizeAuditState(row.after),
    })),
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
    hasMore: rows.length > AUDIT_PAGE_SIZE,
  };
}
