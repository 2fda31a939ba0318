import { AppError } from '../errors.ts';
import type { TransactionState } from '../transactions/statuses.ts';
import { isAllowed } from '../transactions/transaction-machine.ts';
import { REQUEST_MESSAGES as M } from './messages.ts';
import type { StoredRequestStatus } from './request-status.ts';

// What may happen to a learning request (docs/architecture.md#learning-request-machine). Pure, like
// the transaction machine: a use case locks the request row, gathers these facts and asks; who is
// asking (owner, tutor) is the use case's check. The same functions give the pages their buttons,
// so the server refuses exactly what a page leaves out.

const conflict = (message: string) => new AppError('CONFLICT', message);

/**
 * An OPEN request past its `expires_at` is treated as EXPIRED everywhere at once, before the sweep
 * gets to store it (docs/product.md#request-states): nobody may join, choose or cancel it.
 */
export function effectiveRequestStatus(stored: StoredRequestStatus, pastExpiry: boolean): StoredRequestStatus {
  return stored === 'OPEN' && pastExpiry ? 'EXPIRED' : stored;
}

/** The refusal of an action on a request that is no longer OPEN. */
function notOpen(status: Exclude<StoredRequestStatus, 'OPEN'>, chosenMessage: string): AppError {
  if (status === 'EXPIRED') return conflict(M.expired);
  if (status === 'CANCELLED') return conflict(M.alreadyCancelled);
  return conflict(chosenMessage);
}

export type JoinFacts = {
  status: StoredRequestStatus;
  joined: boolean;
  participantCount: number;
  maxTutors: number;
  tutor: { listed: boolean; pricePerHour: number; available: boolean };
};

/**
 * 'Saya Tertarik Mengajar' (docs/product.md#request-join): 'join' adds the tutor, 'already' is a
 * repeated press and changes nothing. Refused when the request is not OPEN, full, or the tutor
 * could not be chosen anyway (profile without a price, unlisted, busy).
 */
export function decideJoin(facts: JoinFacts): 'join' | 'already' {
  if (facts.status !== 'OPEN') throw notOpen(facts.status, M.notOpen);
  if (facts.joined) return 'already';
  if (facts.participantCount >= facts.maxTutors) throw conflict(M.full);
  if (!facts.tutor.listed || facts.tutor.pricePerHour < 1) throw conflict(M.tutorProfileIncomplete);
  if (!facts.tutor.available) throw conflict(M.tutorBusy);
  return 'join';
}

/** The button, for a tutor: the request takes tutors and this one is not in yet. */
export const canJoinRequest = (facts: Omit<JoinFacts, 'tutor'>): boolean =>
  facts.status === 'OPEN' && !facts.joined && facts.participantCount < facts.maxTutors;

export type ChooseFacts = { status: StoredRequestStatus; isParticipant: boolean; tutorBookable: boolean };

/** 'Pilih Tutor Ini' (docs/product.md#request-choose): only an OPEN request, only a tutor who joined and can still teach. */
export function decideChoose(facts: ChooseFacts): void {
  if (facts.status !== 'OPEN') throw notOpen(facts.status, M.alreadyChosen);
  if (!facts.isParticipant) throw new AppError('UNPROCESSABLE', M.notParticipant, { field: 'tutorId' });
  if (!facts.tutorBookable) throw conflict(M.chosenTutorUnavailable);
}

export type CancelFacts = { status: StoredRequestStatus; transaction: TransactionState | null };

/**
 * 'Batalkan Permintaan' (docs/product.md#request-cancel): an OPEN request, or a CHOSEN one whose
 * transaction can still be cancelled — then the transaction is cancelled with it. Paid is final.
 */
export function decideCancel(facts: CancelFacts): { cancelsTransaction: boolean } {
  if (facts.status === 'OPEN') return { cancelsTransaction: false };
  if (facts.status !== 'CHOSEN') throw notOpen(facts.status, M.alreadyCancelled);
  const { transaction } = facts;
  if (transaction && isAllowed(transaction, 'cancel', 'customer')) return { cancelsTransaction: true };
  if (transaction?.payment === 'PAID') throw conflict(M.cannotCancelPaid);
  // Cancelled or refunded through the transaction's own buttons: the request reads 'Dibatalkan' already.
  throw conflict(M.alreadyCancelled);
}

export function canCancelRequest(facts: CancelFacts): boolean {
  try {
    decideCancel(facts);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}
