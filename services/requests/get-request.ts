import type { Actor } from '../../core/accounts/actor.ts';
import { forbidden } from '../../core/errors.ts';
import { counterpartView, shownText, type TextView } from '../../core/privacy/mask-contact-details.ts';
import { canCancelRequest, canJoinRequest } from '../../core/requests/request-machine.ts';
import { deriveRequestBadge, outsiderRequestBadge, type StoredRequestStatus } from '../../core/requests/request-status.ts';
import type { RequestDetail } from '../../core/requests/views.ts';
import { isAllowed } from '../../core/transactions/transaction-machine.ts';
import type { Db } from '../../infra/db.ts';
import { getCustomerTransaction } from '../transactions/get-customer-transaction.ts';
import { stateOf, type TransactionRow } from '../transactions/transaction-record.ts';
import { loadRequest, statusOf, type RequestDeps, type RequestRow } from './request-record.ts';
import { interestedTutors, toInterestedTutors, toRequestBasics, type InterestedRow } from './request-views.ts';

type Viewer = RequestDetail['viewer'];
type RequestTransaction = Pick<TransactionRow, 'id' | 'payment_status' | 'class_status'>;

/**
 * Who may read a request (docs/product.md#request-choose): its owner, admins, a tutor who joined
 * or was chosen, and any tutor while it is OPEN. Everyone else, 403 'Akses Ditolak'.
 */
async function viewerOf(db: Db, row: RequestRow, status: StoredRequestStatus, actor: Actor): Promise<Viewer> {
  if (actor.role === 'admin') return 'admin';
  if (actor.role === 'customer' && actor.id === row.customer_id) return 'owner';
  if (actor.role === 'tutor' && (status === 'OPEN' || row.chosen_tutor_id === actor.id || (await hasJoined(db, row.id, actor.id))))
    return 'tutor';
  throw forbidden();
}

export async function hasJoined(db: Db, requestId: string, tutorId: string): Promise<boolean> {
  return Boolean(await db('request_participants').where({ request_id: requestId, tutor_id: tutorId }).first('tutor_id'));
}

export async function requestTransaction(db: Db, requestId: string): Promise<RequestTransaction | null> {
  return (
    (await db('transactions')
      .where({ request_id: requestId })
      // Its live one: an expired choice handed the request back (docs/product.md#payment-deadline).
      .whereNot({ payment_status: 'EXPIRED' })
      .first<RequestTransaction | undefined>('id', 'payment_status', 'class_status')) ?? null
  );
}

/**
 * 'Detail Permintaan Belajar'. The owner, an admin and the chosen tutor see the status read from
 * the transaction; any other tutor sees 'Ditutup' once someone was chosen, and never learns who.
 * The transaction itself (the tutor's phone after PAID) is for the owner and admins only.
 */
export async function getRequest(deps: RequestDeps, actor: Actor, id: string): Promise<RequestDetail> {
  return requestDetail(deps, actor, await loadRequest(deps.db, id));
}

/**
 * The same page for a row the caller read already (a write holding its lock answers without reading
 * it again), and its interested tutors when the caller read them too (a join: decision 070).
 */
export async function requestDetail(
  deps: RequestDeps,
  actor: Actor,
  row: RequestRow,
  participantRows?: InterestedRow[],
): Promise<RequestDetail> {
  const { db } = deps;
  const status = statusOf(row);
  const viewer = await viewerOf(db, row, status, actor);
  const isChosenTutor = viewer === 'tutor' && row.chosen_tutor_id === actor.id;
  const chosenShown = viewer !== 'tutor' || isChosenTutor ? row.chosen_tutor_id : null;

  // Tutors' names are masked for all but admins, as in the gallery (docs/product.md#privacy-free-text).
  const tutorsView: TextView = viewer === 'admin' ? 'as-written' : 'masked';
  // A tutor who was not chosen sees nothing of the transaction (their badge is the request's own):
  // not read, one statement fewer for every join's answer.
  const [participants, transactionRow] = await Promise.all([
    participantRows ? toInterestedTutors(participantRows, chosenShown, tutorsView) : interestedTutors(db, row.id, chosenShown, tutorsView),
    viewer !== 'tutor' || isChosenTutor ? requestTransaction(db, row.id) : null,
  ]);
  const participantCount = participants.length;
  const transactionState = transactionRow ? stateOf(transactionRow) : null;
  const badge =
    viewer === 'tutor' && !isChosenTutor
      ? outsiderRequestBadge(status)
      : deriveRequestBadge({
          stored: status,
          transaction: transactionRow && { paymentStatus: transactionRow.payment_status, classStatus: transactionRow.class_status },
        });
  const joined = viewer === 'tutor' && participants.some((tutor) => tutor.id === actor.id);
  const isOwner = viewer === 'owner';
  // The requester's words: as written for the owner and admins, and for the chosen tutor once paid.
  const requesterView: TextView =
    viewer !== 'tutor' ? 'as-written' : isChosenTutor ? counterpartView(transactionRow?.payment_status) : 'masked';

  return {
    ...toRequestBasics(row, participantCount, deps.config.REQUEST_MAX_TUTORS, badge, requesterView),
    viewer,
    status,
    customerName: shownText(row.customer_name, requesterView),
    participants,
    chosenTutorId: chosenShown,
    joined,
    canJoin: viewer === 'tutor' && canJoinRequest({ status, joined, participantCount, maxTutors: deps.config.REQUEST_MAX_TUTORS }),
    canChoose: isOwner && status === 'OPEN',
    canCancelRequest: isOwner && canCancelRequest({ status, transaction: transactionState }),
    canCancelTransaction:
      isOwner && status !== 'CANCELLED' && transactionState !== null && isAllowed(transactionState, 'cancel', 'customer'),
    transaction: transactionRow && viewer !== 'tutor' ? await getCustomerTransaction(deps, actor, transactionRow.id) : null,
  };
}
