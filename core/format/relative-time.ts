import { jakartaParts, pad2, toDate } from './jakarta-time.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const UNKNOWN_TIME = 'Tidak diketahui';

/**
 * Relative time ('Terakhir online …', docs/product.md#relative-time); `now` is passed in, core has
 * no clock.
 *  - unknown or empty: 'Tidak diketahui'
 *  - under 30 s (or in the future, a clock a little ahead): 'baru saja'
 *  - under 60 min: '{n} menit lalu'. The original left 30..59 s open; rounding down would say
 *    '0 menit lalu', so that half-minute reads '1 menit lalu'.
 *  - under 24 h: '{n} jam lalu' ('1 jam lalu' included)
 *  - 24 h up to (not including) 48 h: 'kemarin'
 *  - 2 to 6 whole days: '{n} hari lalu'
 *  - 7 days or more: the date as dd/mm/yyyy (Jakarta time)
 */
export function formatRelativeTime(value: Date | string | null | undefined, now: Date): string {
  const date = toDate(value);
  if (!date) return UNKNOWN_TIME;
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < 30 * SECOND) return 'baru saja';
  if (elapsed < HOUR) return `${Math.max(1, Math.floor(elapsed / MINUTE))} menit lalu`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} jam lalu`;
  if (elapsed < 2 * DAY) return 'kemarin';
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)} hari lalu`;
  const { day, month, year } = jakartaParts(date);
  return `${pad2(day)}/${pad2(month)}/${year}`;
}
