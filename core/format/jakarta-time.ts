// Dates are shown in Asia/Jakarta time (WIB), the product's home time zone, whatever the machine's
// zone is. WIB is UTC+7 with no daylight saving since 1964, so the shift is a constant and the
// result never depends on the runtime's time-zone data.
const WIB_OFFSET_HOURS = 7;

export const INDONESIAN_MONTHS = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;

export type WallTime = { year: number; month: number; day: number; hour: number; minute: number; weekday: number };
export type JakartaParts = Omit<WallTime, 'weekday'>;

/**
 * The calendar fields of an instant in a zone `offsetHours` east of UTC that has no daylight saving
 * (Indonesia's three); `month` is 1..12, `weekday` 0 = Minggu.
 */
export function wallTimeAtOffset(instant: Date, offsetHours: number): WallTime {
  const shifted = new Date(instant.getTime() + offsetHours * 3_600_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    weekday: shifted.getUTCDay(),
  };
}

/** Calendar fields of an instant in WIB; `month` is 1..12. */
export function jakartaParts(date: Date): JakartaParts {
  const { weekday: _weekday, ...parts } = wallTimeAtOffset(date, WIB_OFFSET_HOURS);
  return parts;
}

export const pad2 = (value: number): string => String(value).padStart(2, '0');

/** Date, ISO string or nothing → a valid Date, or null. */
export function toDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
