import type { Actor } from '../../core/accounts/actor.ts';
import { REQUEST_MESSAGES as M } from '../../core/requests/messages.ts';
import { decideJoin } from '../../core/requests/request-machine.ts';
import type { RequestDetail } from '../../core/requests/views.ts';
import { writeOutbox } from '../../infra/outbox.ts';
import { requireRole } from '../accounts/require-role.ts';
import { getRequest } from './get-request.ts';
import { countParticipants, loadRequest, statusOf, type RequestDeps } from './request-record.ts';

type JoiningTutor = { price_per_hour: number; is_available: boolean; listed: boolean };

/**
 * 'Saya Tertarik Mengajar' (docs/product.md#request-join), for the web and the chat bots alike.
 * The request row is locked FOR UPDATE, so the joins of one request run one at a time and the cap
 * is counted exactly: with 50 tutors pressing at once and a cap of 10, ten join and forty are told
 * it is full. A second press by the same tutor is a success that changes nothing.
 */
export async function joinRequest(deps: RequestDeps, actor: Actor, id: string): Promise<{ message: string; request: RequestDetail }> {
  requireRole(actor, 'tutor');
  // The answer is read back on the transaction's connection (one pool checkout for the whole join),
  // still under the request's lock: it shows exactly this join's outcome.
  const request = await deps.db.transaction(async (trx) => {
    const row = await loadRequest(trx, id, { lock: true });
    // One connection: its queries run one after another (pg refuses to interleave them).
    const participantCount = await countParticipants(trx, row.id);
    const joined = await trx('request_participants').where({ request_id: row.id, tutor_id: actor.id }).first('tutor_id');
    const tutor = await trx('tutors').where({ id: actor.id }).first<JoiningTutor | undefined>('price_per_hour', 'is_available', 'listed');
    const outcome = decideJoin({
      status: statusOf(row),
      joined: Boolean(joined),
      participantCount,
      maxTutors: deps.config.REQUEST_MAX_TUTORS,
      tutor: { listed: tutor?.listed ?? false, pricePerHour: tutor?.price_per_hour ?? 0, available: tutor?.is_available ?? false },
    });
    if (outcome !== 'already') {
      await trx('request_participants').insert({ request_id: row.id, tutor_id: actor.id });
      await writeOutbox(trx, 'request.tutor_joined', { requestId: row.id, tutorId: actor.id });
    }
    return getRequest({ ...deps, db: trx }, actor, id);
  });
  return { message: M.joined, request };
}
