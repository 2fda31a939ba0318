import type { PublicConfig } from '../../../core/transactions/views.ts';

// The rules the FAQ and the guides state that are server settings, not code constants: they reach
// the browser through GET /api/config/public (docs/product.md#limits).

export type HelpRules = Pick<PublicConfig, 'payoutAdminFee' | 'requestMaxTutors' | 'requestLifetimeHours'>;

/** 168 → '7 hari'; a lifetime that is not whole days is said in hours. */
export function durationText(hours: number): string {
  return hours % 24 === 0 ? `${hours / 24} hari` : `${hours} jam`;
}
