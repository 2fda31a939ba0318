import type { Actor } from '../../core/accounts/actor.ts';
import type { CreateRequest } from '../../core/requests/request.schema.ts';
import type { RequestDetail } from '../../core/requests/views.ts';
import { writeOutbox } from '../../infra/outbox.ts';
import { requireRole } from '../accounts/require-role.ts';
import { getRequest } from './get-request.ts';
import type { RequestDeps } from './request-record.ts';

/**
 * A customer posts a learning request (docs/product.md#request-create): OPEN until a tutor is
 * chosen or its lifetime runs out. The schema already dropped any status, owner or price sent
 * with it; the owner is the actor and the clock is the database's.
 */
export async function createRequest(deps: RequestDeps, actor: Actor, input: CreateRequest): Promise<RequestDetail> {
  requireRole(actor, 'customer');
  // The answer is read back on the transaction's connection: one pool checkout for the whole write.
  return deps.db.transaction(async (trx) => {
    const [row] = await trx('learning_requests')
      .insert({
        customer_id: actor.id,
        customer_name: input.customerName,
        phone: input.phone,
        subjects: input.subjects,
        student_count: input.studentCount,
        duration_hours: input.durationHours,
        notes: input.notes,
        city: input.city,
        lesson_mode: input.lessonMode,
        status: 'OPEN',
        expires_at: trx.raw('now() + make_interval(hours => ?)', [deps.config.REQUEST_LIFETIME_HOURS]),
      })
      .returning<{ id: string }[]>('id');
    if (!row) throw new Error('learning request insert returned no id');
    await writeOutbox(trx, 'request.opened', { requestId: row.id });
    return getRequest({ ...deps, db: trx }, actor, row.id);
  });
}
