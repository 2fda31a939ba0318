// Dates are shown in Asia/Jakarta time (WIB), the product's home time zone, whatever the machine's
// zone is. WIB is UTC+7 with no daylight saving since 1964, so the shift is a constant and the
// result never depends on the runtime's time-zone data.
const WIB_OFFSET_MS = 7 * 3_600_000;

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

export type JakartaParts = { year: number; month: number; day: number; hour: number; minute: number };

/** Calendar fields of an instant in WIB; `month` is 1..12. */
export function jakartaParts(date: Date): JakartaParts {
  const shifted = new Date(date.getTime() + WIB_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

export const pad2 = (value: number): string => String(value).padStart(2, '0');

/** Date, ISO string or nothing → a valid Date, or null. */
export function toDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
