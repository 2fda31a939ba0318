import type { Actor } from '../../core/accounts/actor.ts';
import { REQUEST_MESSAGES as M } from '../../core/requests/messages.ts';
import { decideJoin } from '../../core/requests/request-machine.ts';
import type { RequestDetail } from '../../core/requests/views.ts';
import { isUuid } from '../../core/validation/uuid.ts';
import { outboxInsertFrom } from '../../infra/outbox.ts';
import { PREPARED } from '../../infra/prepared-statements.ts';
import { requireRole } from '../accounts/require-role.ts';
import { requestDetail } from './get-request.ts';
import { requestColumnsSql, requestNotFound, statusOf, type RequestDeps, type RequestRow } from './request-record.ts';
import type { InterestedRow } from './request-views.ts';

type JoinedRow = RequestRow & {
  request_status: RequestRow['status'];
  request_past_expiry: boolean;
  participant_count: number;
  joined: boolean;
  tutor_price: number | null;
  tutor_available: boolean | null;
  tutor_listed: boolean | null;
  inserted: boolean;
  participants: InterestedRow[];
};

/**
 * 'Saya Tertarik Mengajar' (docs/product.md#request-join), for the web and the chat bots alike.
 * One statement, no BEGIN/COMMIT (docs/decisions/067-a-join-in-one-call.md): the database's
 * join_request locks the request row FOR UPDATE, so the joins of one request run one at a time and
 * the cap is counted exactly (with 50 tutors pressing at once and a cap of 10, ten join and forty are
 * told it is full), then reads the facts and inserts the participant only when the same rules
 * decideJoin applies hold; the event is written by the same statement for an insert only.
 * decideJoin, on the facts from before the insert, gives the message. A second press by the same
 * tutor is a success that changes nothing. The answer's interested tutors come from the same call,
 * read under the lock after the insert (docs/decisions/070-a-join-answered-by-its-call.md).
 */
export async function joinRequest(deps: RequestDeps, actor: Actor, id: string): Promise<{ message: string; request: RequestDetail }> {
  requireRole(actor, 'tutor');
  if (!isUuid(id)) throw requestNotFound();
  // As Postgres writes it: the event's id is compared with stored ones downstream.
  const requestId = id.toLowerCase();
  const event = outboxInsertFrom('new_participant', 'request.tutor_joined', { requestId, tutorId: actor.id });
  const { rows } = await deps.db
    .raw<{ rows: JoinedRow[] }>(
      `with joining as (select * from join_request(?, ?, ?)),
     new_participant as (select 1 from joining where joining.inserted),
     event as (${event.sql})
     select ${requestColumnsSql('l')}, joining.* from joining join learning_requests l on l.id = ?`,
      [requestId, actor.id, deps.config.REQUEST_MAX_TUTORS, ...event.bindings, requestId],
    )
    .options(PREPARED);
  const [found] = rows;
  if (!found) throw requestNotFound();
  // The function's status is read under the lock; the row beside it may predate a choice or a cancel that refuses this join.
  const {
    request_status,
    request_past_expiry,
    participant_count,
    joined,
    tutor_price,
    tutor_available,
    tutor_listed,
    inserted,
    participants,
    ...read
  } = found;
  const row: RequestRow = { ...read, status: request_status, past_expiry: request_past_expiry };
  const outcome = decideJoin({
    status: statusOf(row),
    joined,
    participantCount: participant_count,
    maxTutors: deps.config.REQUEST_MAX_TUTORS,
    tutor: { listed: tutor_listed ?? false, pricePerHour: tutor_price ?? 0, available: tutor_available ?? false },
  });
  if ((outcome === 'join') !== inserted) throw new Error('join_request disagrees with decideJoin');
  return { message: M.joined, request: await requestDetail(deps, actor, row, participants) };
}
