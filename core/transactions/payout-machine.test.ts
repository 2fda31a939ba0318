import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import {
  canRequestPayout,
  decidePayout,
  decidePayoutRequest,
  PAYOUT_ACTIONS,
  type PayoutAction,
  type PayoutRequestState,
} from './payout-machine.ts';
import { PAYOUT_STATUSES, REACHABLE_STATES, type PayoutStatus } from './statuses.ts';
import type { Party } from './transaction-machine.ts';

const PARTIES: Party[] = ['customer', 'tutor', 'admin'];
const OTHER_ADMIN = 'Sudah diproses oleh admin lain.';

function attempt<T>(run: () => T): T | AppError {
  try {
    return run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

describe('payout decisions by an admin', () => {
  const EXPECTED: Record<PayoutStatus, Record<PayoutAction, PayoutStatus | string>> = {
    REQUESTED: { approve: 'APPROVED', reject: 'REJECTED', markPaid: 'Pencairan harus disetujui terlebih dahulu.' },
    APPROVED: { approve: OTHER_ADMIN, reject: 'REJECTED', markPaid: 'DONE' },
    REJECTED: { approve: OTHER_ADMIN, reject: OTHER_ADMIN, markPaid: OTHER_ADMIN },
    DONE: { approve: OTHER_ADMIN, reject: OTHER_ADMIN, markPaid: OTHER_ADMIN },
  };

  for (const status of PAYOUT_STATUSES) {
    for (const action of PAYOUT_ACTIONS) {
      for (const party of PARTIES) {
        const expected = EXPECTED[status][action];
        it(`${status} × ${action} by ${party}`, () => {
          const result = attempt(() => decidePayout(status, action, party));
          if (party !== 'admin') expect(result).toMatchObject({ code: 'FORBIDDEN', message: 'Akses Ditolak' });
          else if ((PAYOUT_STATUSES as readonly string[]).includes(expected)) expect(result).toBe(expected);
          else expect(result).toMatchObject({ code: 'CONFLICT', message: expected });
        });
      }
    }
  }
});

describe('payout request by the tutor', () => {
  const NOT_READY = 'Pencairan hanya dapat diajukan setelah pembayaran terverifikasi dan kelas selesai.';
  const latest: (PayoutStatus | null)[] = [null, ...PAYOUT_STATUSES];

  for (const { payment, class: classStatus } of REACHABLE_STATES) {
    for (const payout of latest) {
      const state: PayoutRequestState = { payment, class: classStatus, payout };
      const ready = payment === 'PAID' && classStatus === 'DONE';
      const expected = !ready
        ? NOT_READY
        : payout === null || payout === 'REJECTED'
          ? 'REQUESTED'
          : payout === 'DONE'
            ? 'Pencairan sudah selesai.'
            : 'Pencairan sudah diajukan.';
      it(`${payment}/${classStatus} with latest payout ${payout ?? 'none'} → ${expected}`, () => {
        for (const party of ['customer', 'admin'] as const) {
          expect(attempt(() => decidePayoutRequest(state, party))).toMatchObject({ code: 'FORBIDDEN', message: 'Akses Ditolak' });
        }
        const result = attempt(() => decidePayoutRequest(state, 'tutor'));
        if (expected === 'REQUESTED') expect(result).toBe('REQUESTED');
        else expect(result).toMatchObject({ code: 'CONFLICT', message: expected });
        expect(canRequestPayout(state)).toBe(expected === 'REQUESTED');
      });
    }
  }
});
