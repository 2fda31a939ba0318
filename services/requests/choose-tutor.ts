import type { Actor } from '../../core/accounts/actor.ts';
import { forbidden } from '../../core/errors.ts';
import { REQUEST_MESSAGES as M } from '../../core/requests/messages.ts';
import { decideChoose } from '../../core/requests/request-machine.ts';
import type { ChooseTutorInput } from '../../core/requests/request.schema.ts';
import type { ChooseTutorResult, RequestDetail } from '../../core/requests/views.ts';
import { writeOutbox } from '../../infra/outbox.ts';
import { requireRole } from '../accounts/require-role.ts';
import { isBookable, openTransaction, type PricedTutor } from '../transactions/open-transaction.ts';
import { getRequest } from './get-request.ts';
import { loadRequest, statusOf, type RequestDeps } from './request-record.ts';

type ChosenTutor = PricedTutor & { is_available: boolean; listed: boolean };

/**
 * 'Pilih Tutor Ini' (docs/product.md#request-choose). Under the request's row lock, so of two
 * choices pressed at once one opens the transaction and the other is told a tutor was chosen.
 * The transaction is the booking path's (one model): the name, phone and class come from the
 * request, the price per hour is the tutor's now (their row is share-locked against a concurrent
 * price change), and the total and 85 % share are computed by the server.
 */
export async function chooseTutor(
  deps: RequestDeps,
  actor: Actor,
  id: string,
  input: ChooseTutorInput,
): Promise<ChooseTutorResult & { message: string; request: RequestDetail }> {
  requireRole(actor, 'customer');
  // The answer is read back on the transaction's connection: one pool checkout for the whole write.
  const { transactionId, request } = await deps.db.transaction(async (trx) => {
    const row = await loadRequest(trx, id, { lock: true });
    if (row.customer_id !== actor.id) throw forbidden();
    const participants: { tutor_id: string }[] = await trx('request_participants')
      .where({ request_id: row.id })
      .orderBy([
        { column: 'joined_at', order: 'asc' },
        { column: 'tutor_id', order: 'asc' },
      ])
      .select('tutor_id');
    const tutor = await trx('tutors')
      .where({ id: input.tutorId })
      .forShare()
      .first<ChosenTutor | undefined>('id', 'price_per_hour', 'is_available', 'listed');
    decideChoose({
      status: statusOf(row),
      isParticipant: participants.some((participant) => participant.tutor_id === input.tutorId),
      tutorBookable: tutor !== undefined && isBookable(tutor),
    });
    if (!tutor) throw new Error('decideChoose let an unknown tutor through');

    const opened = await openTransaction(trx, deps.config, { source: 'request', requestId: row.id }, tutor.id, {
      customerId: row.customer_id,
      customerName: row.customer_name,
      phone: row.phone,
      subjects: row.subjects,
      durationHours: row.duration_hours,
      studentCount: row.student_count,
      notes: row.notes,
    });
    // The tutor row is share-locked above: no guard, so it cannot have changed.
    if (!opened) throw new Error('openTransaction found the locked tutor changed');
    await trx('learning_requests').where({ id: row.id }).update({ status: 'CHOSEN', chosen_tutor_id: tutor.id });
    await writeOutbox(trx, 'request.tutor_chosen', { requestId: row.id, tutorId: tutor.id, transactionId: opened.row.id });
    for (const { tutor_id: other } of participants) {
      if (other !== tutor.id) await writeOutbox(trx, 'request.tutor_not_chosen', { requestId: row.id, tutorId: other });
    }
    return { transactionId: opened.row.id, request: await getRequest({ ...deps, db: trx }, actor, id) };
  });
  return { message: M.chosen, request, requestId: request.id, transactionId };
}
