import type { Actor } from '../../core/accounts/actor.ts';
import { REQUEST_MESSAGES as M } from '../../core/requests/messages.ts';
import { decideJoin } from '../../core/requests/request-machine.ts';
import type { RequestDetail } from '../../core/requests/views.ts';
import type { Trx } from '../../infra/db.ts';
import { outboxInsertFrom } from '../../infra/outbox.ts';
import { requireRole } from '../accounts/require-role.ts';
import { requestDetail } from './get-request.ts';
import { loadRequest, statusOf, type RequestDeps } from './request-record.ts';

type JoinFactsRow = {
  participant_count: number;
  joined: boolean;
  tutor_price: number | null;
  tutor_available: boolean | null;
  tutor_listed: boolean | null;
  inserted: number;
};

/**
 * The join in one statement, run after the request's lock was granted, so its snapshot holds every
 * join committed before: the count is exact. It reads the facts decideJoin needs (the participants,
 * this tutor's row) and inserts the participant and its event only when the database finds the
 * same: under the cap, a tutor who can teach, not in yet (the primary key skips a repeated press).
 * decideJoin, on the facts from before the insert, gives the message.
 */
async function joinOnce(trx: Trx, requestId: string, tutorId: string, maxTutors: number): Promise<JoinFactsRow> {
  const event = outboxInsertFrom('joined', 'request.tutor_joined', { requestId, tutorId });
  const { rows } = await trx.raw<{ rows: JoinFactsRow[] }>(
    `with facts as (
       select (select count(*)::int from request_participants where request_id = ?) as participant_count,
              exists (select 1 from request_participants where request_id = ? and tutor_id = ?) as joined,
              t.price_per_hour as tutor_price, t.is_available as tutor_available, t.listed as tutor_listed
       from (select 1) as one left join tutors t on t.id = ?
     ),
     joined as (
       insert into request_participants (request_id, tutor_id)
       select ?, ? from facts
       where participant_count < ? and tutor_listed and tutor_price >= 1 and tutor_available
       on conflict do nothing
       returning tutor_id
     ),
     event as (${event.sql})
     select facts.*, (select count(*) from joined)::int as inserted from facts`,
    [requestId, requestId, tutorId, tutorId, requestId, tutorId, maxTutors, ...event.bindings],
  );
  const [facts] = rows;
  if (!facts) throw new Error('the join statement returned no row');
  return facts;
}

/**
 * 'Saya Tertarik Mengajar' (docs/product.md#request-join), for the web and the chat bots alike.
 * The request row is locked FOR UPDATE, so the joins of one request run one at a time and the cap
 * is counted exactly: with 50 tutors pressing at once and a cap of 10, ten join and forty are told
 * it is full. A second press by the same tutor is a success that changes nothing. Three round trips
 * in the transaction besides BEGIN and COMMIT (docs/decisions/059-writes-in-one-statement.md).
 */
export async function joinRequest(deps: RequestDeps, actor: Actor, id: string): Promise<{ message: string; request: RequestDetail }> {
  requireRole(actor, 'tutor');
  // The answer is read back on the transaction's connection (one pool checkout for the whole join),
  // still under the request's lock: it shows exactly this join's outcome.
  const request = await deps.db.transaction(async (trx) => {
    const row = await loadRequest(trx, id, { lock: true });
    const facts = await joinOnce(trx, row.id, actor.id, deps.config.REQUEST_MAX_TUTORS);
    const outcome = decideJoin({
      status: statusOf(row),
      joined: facts.joined,
      participantCount: facts.participant_count,
      maxTutors: deps.config.REQUEST_MAX_TUTORS,
      tutor: { listed: facts.tutor_listed ?? false, pricePerHour: facts.tutor_price ?? 0, available: facts.tutor_available ?? false },
    });
    // A refusal above rolls back what the statement inserted (it checks neither status nor expiry).
    if ((outcome === 'join') !== (facts.inserted === 1)) throw new Error('the join insert disagrees with decideJoin');
    return requestDetail({ ...deps, db: trx }, actor, row);
  });
  return { message: M.joined, request };
}
