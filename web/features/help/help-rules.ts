import type { PublicConfig } from '../../../core/transactions/views.ts';

// The rules the FAQ and the guides state that are server settings, not code constants: they reach
// the browser through GET /api/config/public (docs/product.md#limits), as does whether Google
// sign-in is offered.

export type HelpRules = Pick<PublicConfig, 'payoutAdminFee' | 'requestMaxTutors' | 'requestLifetimeHours' | 'googleSignIn'>;

/** 168 → '7 hari'; a lifetime that is not whole days is said in hours. */
export function durationText(hours: number): string {
  return hours % 24 === 0 ? `${hours / 24} hari` : `${hours} jam`;
}
