import { INDONESIAN_MONTHS, jakartaParts, pad2, toDate } from './jakarta-time.ts';

/**
 * docs/product.md#money-format: 'dd MMMM yyyy, HH:mm' in Indonesian, Jakarta time:
 * '05 Januari 2026, 14:30'. '-' when unknown.
 */
export function formatTransactionDate(value: Date | string | null | undefined): string {
  const date = toDate(value);
  if (!date) return '-';
  const { year, month, day, hour, minute } = jakartaParts(date);
  return `${pad2(day)} ${INDONESIAN_MONTHS[month - 1]} ${year}, ${pad2(hour)}:${pad2(minute)}`;
}
