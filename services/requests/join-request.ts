import type { Actor } from '../../core/accounts/actor.ts';
import { REQUEST_MESSAGES as M } from '../../core/requests/messages.ts';
import { decideJoin } from '../../core/requests/request-machine.ts';
import type { RequestDetail } from '../../core/requests/views.ts';
import type { Trx } from '../../infra/db.ts';
import { outboxInsertFrom } from '../../infra/outbox.ts';
import { requireRole } from '../accounts/require-role.ts';
import { requestDetail } from './get-request.ts';
import { requestColumns, requestNotFound, statusOf, type RequestDeps, type RequestRow } from './request-record.ts';
import { isUuid } from '../../core/validation/uuid.ts';

type JoiningTutor = { tutor_price: number | null; tutor_available: boolean | null; tutor_listed: boolean | null };

/** The request under its lock and, in the same round trip, the joining tutor's facts (a join only reads them). */
async function lockRequestWithTutor(trx: Trx, id: string, tutorId: string): Promise<{ row: RequestRow; tutor: JoiningTutor }> {
  if (!isUuid(id)) throw requestNotFound();
  const found = await trx('learning_requests')
    .leftJoin('tutors', 'tutors.id', trx.raw('?::uuid', [tutorId]))
    .where('learning_requests.id', id)
    .forUpdate('learning_requests')
    .first<(RequestRow & JoiningTutor) | undefined>(
      ...requestColumns(trx),
      'tutors.price_per_hour as tutor_price',
      'tutors.is_available as tutor_available',
      'tutors.listed as tutor_listed',
    );
  if (!found) throw requestNotFound();
  const { tutor_price, tutor_available, tutor_listed, ...row } = found;
  return { row, tutor: { tutor_price, tutor_available, tutor_listed } };
}

/**
 * The participants as this join finds them and the join itself, in one statement. It runs after the
 * lock was taken, so its snapshot holds every join committed before: the count is exact. The
 * database guards the cap and a repeated press (the primary key) on its own; decideJoin, on the
 * facts from before the insert, gives the message, and a refusal rolls the insert back.
 */
async function insertParticipant(trx: Trx, requestId: string, tutorId: string, maxTutors: number) {
  const event = outboxInsertFrom('joined', 'request.tutor_joined', { requestId, tutorId });
  const { rows } = await trx.raw<{ rows: { participant_count: number; joined: boolean; inserted: number }[] }>(
    `with facts as (
       select count(*)::int as participant_count, coalesce(bool_or(tutor_id = ?), false) as joined
       from request_participants where request_id = ?
     ),
     joined as (
       insert into request_participants (request_id, tutor_id)
       select ?, ? from facts where participant_count < ?
       on conflict do nothing
       returning tutor_id
     ),
     event as (${event.sql})
     select facts.*, (select count(*) from joined)::int as inserted from facts`,
    [tutorId, requestId, requestId, tutorId, maxTutors, ...event.bindings],
  );
  const [facts] = rows;
  if (!facts) throw new Error('the participant facts returned no row');
  return facts;
}

/**
 * 'Saya Tertarik Mengajar' (docs/product.md#request-join), for the web and the chat bots alike.
 * The request row is locked FOR UPDATE, so the joins of one request run one at a time and the cap
 * is counted exactly: with 50 tutors pressing at once and a cap of 10, ten join and forty are told
 * it is full. A second press by the same tutor is a success that changes nothing. Four round trips
 * in the transaction besides BEGIN and COMMIT (docs/decisions/059-writes-in-one-statement.md).
 */
export async function joinRequest(deps: RequestDeps, actor: Actor, id: string): Promise<{ message: string; request: RequestDetail }> {
  requireRole(actor, 'tutor');
  // The answer is read back on the transaction's connection (one pool checkout for the whole join),
  // still under the request's lock: it shows exactly this join's outcome.
  const request = await deps.db.transaction(async (trx) => {
    const { row, tutor } = await lockRequestWithTutor(trx, id, actor.id);
    const facts = await insertParticipant(trx, row.id, actor.id, deps.config.REQUEST_MAX_TUTORS);
    const outcome = decideJoin({
      status: statusOf(row),
      joined: facts.joined,
      participantCount: facts.participant_count,
      maxTutors: deps.config.REQUEST_MAX_TUTORS,
      tutor: { listed: tutor.tutor_listed ?? false, pricePerHour: tutor.tutor_price ?? 0, available: tutor.tutor_available ?? false },
    });
    if ((outcome === 'join') !== (facts.inserted === 1)) throw new Error('the join insert disagrees with decideJoin');
    return requestDetail({ ...deps, db: trx }, actor, row);
  });
  return { message: M.joined, request };
}
