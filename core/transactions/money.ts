// Money is integer rupiah everywhere (docs/architecture.md#data-rules). The database CHECKs pin the
// same rules: total = price × hours × students, tutor payment = floor(total × 85 / 100).

export const PLATFORM_FEE_PERCENT = 15;
export const TUTOR_SHARE_PERCENT = 100 - PLATFORM_FEE_PERCENT;

/**
 * Accounts whose withdrawals carry no admin fee (docs/product.md#payout-fee), by the first word of
 * the account text.
 */
export const FEE_FREE_ACCOUNT_TYPES: readonly string[] = ['GOPAY', 'BCA'];

export type Totals = { total: number; tutorPayment: number; platformFee: number };
export type PayoutBreakdown = { amount: number; adminFee: number; net: number };

function assertWhole(name: string, value: number, min: number): void {
  if (!Number.isSafeInteger(value) || value < min) throw new RangeError(`${name} must be an integer ≥ ${min}, got ${value}`);
}

/** The tutor's share rounds down; the platform keeps the remainder, so the parts always add up. */
export function computeTotals(pricePerHour: number, hours: number, students: number): Totals {
  assertWhole('pricePerHour', pricePerHour, 0);
  assertWhole('hours', hours, 1);
  assertWhole('students', students, 1);
  const total = pricePerHour * hours * students;
  const share = total * TUTOR_SHARE_PERCENT;
  const tutorPayment = (share - (share % 100)) / 100;
  return { total, tutorPayment, platformFee: total - tutorPayment };
}

/**
 * What the customer transfers (docs/product.md#unique-code): the total plus the kode unik. The code
 * is its own money line, kept by the platform: the tutor's share is of the total only. A row that
 * never awaited payment since the code existed has none.
 */
export function amountDue(total: number, uniqueCode: number | null): number {
  assertWhole('total', total, 0);
  return total + (uniqueCode ?? 0);
}

/** 'GoPay 0812…', 'bca: 123', 'BCA-123' are fee-free; 'BNI 123', 'GOPAYLATER 1' are not. */
export function accountType(bankAccount: string): string {
  return (bankAccount.trim().split(/[\s:;,.\-/]+/)[0] ?? '').toUpperCase();
}

export function payoutAdminFee(bankAccount: string, fee: number): number {
  assertWhole('fee', fee, 0);
  return FEE_FREE_ACCOUNT_TYPES.includes(accountType(bankAccount)) ? 0 : fee;
}

/** The fee never exceeds the amount, so the net is never negative. */
export function payoutBreakdown(amount: number, bankAccount: string, fee: number): PayoutBreakdown {
  assertWhole('amount', amount, 0);
  const adminFee = Math.min(amount, payoutAdminFee(bankAccount, fee));
  return { amount, adminFee, net: amount - adminFee };
}

/** Asia/Jakarta is UTC+7 all year (no daylight saving). */
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The instant the current calendar month began in Asia/Jakarta ('Pendapatan Bulan Ini'). */
export function jakartaMonthStart(now: Date): Date {
  const local = new Date(now.getTime() + JAKARTA_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - JAKARTA_OFFSET_MS);
}

/**
 * The tutor's share after partial refunds of disputed sessions (decision 055): 85 % of what the
 * customer kept paid, rounded down like the stored share, which it equals when nothing was refunded.
 */
export function shareAfterRefunds(total: number, refunded: number): number {
  assertWhole('total', total, 0);
  assertWhole('refunded', refunded, 0);
  const share = (total - refunded) * TUTOR_SHARE_PERCENT;
  return (share - (share % 100)) / 100;
}
