import { INDONESIAN_MONTHS } from '../format/jakarta-time.ts';
import { deriveRequestBadge, STORED_REQUEST_STATUSES, type StoredRequestStatus } from '../requests/request-status.ts';

// The admin console's 'Ringkasan' (docs/product.md#admin-overview): counts and money figures read
// from the rows at the moment of asking. "Gross" is the total_price of transactions whose payment
// an admin verified (paid_at) and that are still PAID (a refund asked for or returned drops out);
// the platform fee is gross minus the stored tutor_payment. Months and days are Asia/Jakarta's.

/** The chart covers today and the 29 Jakarta days before it. */
export const OVERVIEW_DAYS = 30;

/** Money verified in one Jakarta calendar day (or month): sum of totals, platform fee, how many. */
export type OverviewMoney = { gross: number; platformFee: number; count: number };

/** `date` is the Jakarta calendar day, YYYY-MM-DD. */
export type OverviewDay = OverviewMoney & { date: string };

export type OverviewRequestCount = { status: StoredRequestStatus; label: string; count: number };

export type AdminOverview = {
  tutors: { listed: number; all: number };
  customers: number;
  /** One entry per stored status, in the order of STORED_REQUEST_STATUSES, zeros included. */
  requests: OverviewRequestCount[];
  /** The proof queue's definition: a PENDING proof of a transaction still PROOF_SUBMITTED. */
  proofsWaiting: number;
  /** Payouts REQUESTED or APPROVED (not yet paid); `amount` is the sum of their net amounts. */
  payoutsDue: { count: number; amount: number };
  /** `month` is the current Jakarta month, YYYY-MM. */
  /**
   * `uniqueCodes` is the sum of the kode unik paid with these totals: its own money line, kept by
   * the platform, in neither the gross nor the platform fee (docs/product.md#unique-code).
   */
  thisMonth: OverviewMoney & { month: string; uniqueCodes: number };
  /** OVERVIEW_DAYS entries, oldest first, a day with nothing at zero. */
  days: OverviewDay[];
};

/**
 * A stored status's label: what a party sees of a request before any transaction, i.e. CHOSEN is
 * 'Tutor Dipilih' (the transaction's own state is in the transaction figures).
 */
export const storedRequestStatusLabel = (status: StoredRequestStatus): string =>
  deriveRequestBadge({ stored: status, transaction: null }).label;

/** Counts by stored status, zeros filled in, in the one fixed order. */
export function requestCounts(counted: ReadonlyMap<string, number>): OverviewRequestCount[] {
  return STORED_REQUEST_STATUSES.map((status) => ({ status, label: storedRequestStatusLabel(status), count: counted.get(status) ?? 0 }));
}

const monthName = (month: string): string => INDONESIAN_MONTHS[Number(month) - 1] ?? month;

/** '2026-11' → 'November 2026'. */
export function overviewMonthLabel(yearMonth: string): string {
  const [year = '', month = ''] = yearMonth.split('-');
  return `${monthName(month)} ${year}`;
}

/** '2026-11-05' → '5 November' (the chart's days are always the last 30, so the year is implied). */
export function overviewDayLabel(date: string): string {
  const [, month = '', day = ''] = date.split('-');
  return `${Number(day)} ${monthName(month)}`;
}
