import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { REACHABLE_STATES, type TransactionState } from '../transactions/statuses.ts';
import {
  canCancelRequest,
  canJoinRequest,
  decideCancel,
  decideChoose,
  decideJoin,
  effectiveRequestStatus,
  type JoinFacts,
} from './request-machine.ts';
import { STORED_REQUEST_STATUSES } from './request-status.ts';

// docs/product.md#request-join, #request-choose, #request-cancel, written out by hand.

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, message: error.message };
    throw error;
  }
  return 'allowed';
};

const NOT_OPEN = { code: 'CONFLICT', message: 'Permintaan belajar ini sudah tidak menerima tutor.' };
const EXPIRED = { code: 'CONFLICT', message: 'Permintaan belajar ini sudah kedaluwarsa.' };
const CANCELLED = { code: 'CONFLICT', message: 'Permintaan belajar sudah dibatalkan.' };
const ALREADY_CHOSEN = { code: 'CONFLICT', message: 'Tutor sudah dipilih untuk permintaan ini.' };

describe('effectiveRequestStatus', () => {
  it('reads an OPEN request past its time as EXPIRED and leaves every other status alone', () => {
    expect(effectiveRequestStatus('OPEN', true)).toBe('EXPIRED');
    expect(effectiveRequestStatus('OPEN', false)).toBe('OPEN');
    for (const status of ['CHOSEN', 'CANCELLED', 'EXPIRED'] as const) expect(effectiveRequestStatus(status, true)).toBe(status);
  });
});

describe('decideJoin', () => {
  const facts: JoinFacts = {
    status: 'OPEN',
    joined: false,
    participantCount: 3,
    maxTutors: 10,
    tutor: { listed: true, pricePerHour: 100_000, available: true },
  };

  it('joins an OPEN request with room', () => {
    expect(decideJoin(facts)).toBe('join');
    expect(canJoinRequest(facts)).toBe(true);
  });

  it('treats a second press as done, even once the request is full', () => {
    expect(decideJoin({ ...facts, joined: true, participantCount: 10 })).toBe('already');
    expect(canJoinRequest({ ...facts, joined: true })).toBe(false);
  });

  it('refuses every status but OPEN with its own message', () => {
    expect(refusal(() => decideJoin({ ...facts, status: 'CHOSEN' }))).toEqual(NOT_OPEN);
    expect(refusal(() => decideJoin({ ...facts, status: 'CANCELLED' }))).toEqual(CANCELLED);
    expect(refusal(() => decideJoin({ ...facts, status: 'EXPIRED' }))).toEqual(EXPIRED);
    for (const status of ['CHOSEN', 'CANCELLED', 'EXPIRED'] as const) expect(canJoinRequest({ ...facts, status })).toBe(false);
  });

  it('refuses a full request, and only at the cap', () => {
    expect(decideJoin({ ...facts, participantCount: 9 })).toBe('join');
    expect(refusal(() => decideJoin({ ...facts, participantCount: 10 }))).toEqual({
      code: 'CONFLICT',
      message: 'Permintaan belajar ini sudah penuh.',
    });
    expect(canJoinRequest({ ...facts, participantCount: 10 })).toBe(false);
  });

  it('refuses a tutor who could not be chosen: no price, unlisted, busy', () => {
    const incomplete = { code: 'CONFLICT', message: 'Lengkapi profil dan tarif per jam Anda sebelum bergabung.' };
    expect(refusal(() => decideJoin({ ...facts, tutor: { ...facts.tutor, pricePerHour: 0 } }))).toEqual(incomplete);
    expect(refusal(() => decideJoin({ ...facts, tutor: { ...facts.tutor, listed: false } }))).toEqual(incomplete);
    expect(refusal(() => decideJoin({ ...facts, tutor: { ...facts.tutor, available: false } }))).toEqual({
      code: 'CONFLICT',
      message: "Ubah status Anda menjadi 'Tersedia' di Dashboard sebelum bergabung.",
    });
  });
});

describe('decideChoose', () => {
  const facts = { status: 'OPEN' as const, isParticipant: true, tutorBookable: true };

  it('chooses a participant of an OPEN request who can still teach', () => {
    expect(refusal(() => decideChoose(facts))).toBe('allowed');
  });

  it('refuses a request that is not OPEN', () => {
    expect(refusal(() => decideChoose({ ...facts, status: 'CHOSEN' }))).toEqual(ALREADY_CHOSEN);
    expect(refusal(() => decideChoose({ ...facts, status: 'CANCELLED' }))).toEqual(CANCELLED);
    expect(refusal(() => decideChoose({ ...facts, status: 'EXPIRED' }))).toEqual(EXPIRED);
  });

  it('refuses a tutor who did not join (422) and one who can no longer teach (409)', () => {
    expect(refusal(() => decideChoose({ ...facts, isParticipant: false }))).toEqual({
      code: 'UNPROCESSABLE',
      message: 'Tutor ini tidak ada dalam daftar tutor yang tertarik.',
    });
    expect(refusal(() => decideChoose({ ...facts, tutorBookable: false }))).toEqual({
      code: 'CONFLICT',
      message: 'Tutor ini sedang tidak tersedia. Pilih tutor lain.',
    });
  });
});

describe('decideCancel', () => {
  const key = (s: TransactionState) => `${s.payment}/${s.class}${s.hasReview ? '/reviewed' : ''}`;
  const PAID = { code: 'CONFLICT', message: 'Permintaan yang sudah dibayar tidak dapat dibatalkan.' };
  /** A CHOSEN request, by its transaction's state. */
  const CHOSEN: Record<string, { cancelsTransaction: boolean } | { code: string; message: string }> = {
    'UNPAID/IN_PROGRESS': { cancelsTransaction: true },
    'PROOF_SUBMITTED/IN_PROGRESS': { cancelsTransaction: true },
    'PAID/IN_PROGRESS': PAID,
    'PAID/DONE': PAID,
    'PAID/DONE/reviewed': PAID,
    'CANCELLED/CANCELLED': CANCELLED,
    'REFUND_REQUESTED/CANCELLED': CANCELLED,
    'REFUNDED/CANCELLED': CANCELLED,
    'EXPIRED/CANCELLED': CANCELLED,
  };

  it('cancels an OPEN request alone and refuses a cancelled or expired one', () => {
    expect(decideCancel({ status: 'OPEN', transaction: null })).toEqual({ cancelsTransaction: false });
    expect(refusal(() => decideCancel({ status: 'CANCELLED', transaction: null }))).toEqual(CANCELLED);
    expect(refusal(() => decideCancel({ status: 'EXPIRED', transaction: null }))).toEqual(EXPIRED);
  });

  for (const state of REACHABLE_STATES) {
    it(`a CHOSEN request whose transaction is ${key(state)}`, () => {
      const expected = CHOSEN[key(state)];
      const outcome = refusal(() => decideCancel({ status: 'CHOSEN', transaction: state }));
      if (expected && 'cancelsTransaction' in expected) {
        expect(outcome).toBe('allowed');
        expect(decideCancel({ status: 'CHOSEN', transaction: state })).toEqual(expected);
      } else {
        expect(outcome).toEqual(expected);
      }
      expect(canCancelRequest({ status: 'CHOSEN', transaction: state })).toBe(expected !== undefined && 'cancelsTransaction' in expected);
    });
  }

  it('offers the button exactly where it is allowed', () => {
    for (const status of STORED_REQUEST_STATUSES) {
      expect(canCancelRequest({ status, transaction: null })).toBe(status === 'OPEN');
    }
  });
});
