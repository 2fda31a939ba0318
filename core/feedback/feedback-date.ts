import { INDONESIAN_MONTHS, jakartaParts, pad2, toDate } from '../format/jakarta-time.ts';

// The feedback pages' dates (docs/product.md#feedback), in WIB like every date of the product:
// the history's short id-ID date and the detail's long date and time.

const INDONESIAN_WEEKDAYS = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'] as const;

/** id-ID's short date: '5/1/2026'. '-' when unknown. */
export function formatFeedbackDate(value: Date | string | null | undefined): string {
  const date = toDate(value);
  if (!date) return '-';
  const { year, month, day } = jakartaParts(date);
  return `${day}/${month}/${year}`;
}

/** id-ID's long date and time: 'Senin, 5 Januari 2026 pukul 14.30 WIB'. '-' when unknown. */
export function formatFeedbackDateTime(value: Date | string | null | undefined): string {
  const date = toDate(value);
  if (!date) return '-';
  const { year, month, day, hour, minute } = jakartaParts(date);
  // The weekday of the WIB calendar date, not of the machine's.
  const weekday = INDONESIAN_WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday}, ${day} ${INDONESIAN_MONTHS[month - 1]} ${year} pukul ${pad2(hour)}.${pad2(minute)} WIB`;
}
