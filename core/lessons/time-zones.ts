import { INDONESIAN_MONTHS, pad2, wallTimeAtOffset, type WallTime } from '../format/jakarta-time.ts';

// The zones a user enters and reads lesson times in (docs/product.md#lesson-sessions). Indonesia's
// three zones have had fixed offsets with no daylight saving since 1988 (WITA, WIT) and 1964
// (WIB), so a wall time converts by its constant offset and never depends on the runtime's tz data.
export const TIME_ZONES = ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'] as const;
export type TimeZone = (typeof TIME_ZONES)[number];
export const DEFAULT_TIME_ZONE: TimeZone = 'Asia/Jakarta';

const ZONE_INFO: Record<TimeZone, { label: 'WIB' | 'WITA' | 'WIT'; offsetHours: number }> = {
  'Asia/Jakarta': { label: 'WIB', offsetHours: 7 },
  'Asia/Makassar': { label: 'WITA', offsetHours: 8 },
  'Asia/Jayapura': { label: 'WIT', offsetHours: 9 },
};

export const isTimeZone = (value: unknown): value is TimeZone => (TIME_ZONES as readonly unknown[]).includes(value);
export const zoneLabel = (zone: TimeZone): 'WIB' | 'WITA' | 'WIT' => ZONE_INFO[zone].label;
/** '+07:00' etc., for ISO strings that carry the user's offset. */
export const zoneOffset = (zone: TimeZone): string => `+${pad2(ZONE_INFO[zone].offsetHours)}:00`;

const INDONESIAN_WEEKDAYS = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'] as const;

/** The calendar fields of an instant in `zone`; `month` is 1..12, `weekday` 0 = Minggu. */
export function wallTime(instant: Date, zone: TimeZone): WallTime {
  return wallTimeAtOffset(instant, ZONE_INFO[zone].offsetHours);
}

/**
 * A date ('2026-12-01') and time ('16:30') entered in `zone` → the instant, or null when either is
 * not a real calendar date or clock time (31 February, 24:00).
 */
export function instantFromWallTime(date: string, time: string, zone: TimeZone): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [number, number, number, number, number];
  if (hour > 23 || minute > 59) return null;
  const instant = new Date(`${date}T${time}:00${zoneOffset(zone)}`);
  if (Number.isNaN(instant.getTime())) return null;
  const back = wallTime(instant, zone);
  return back.year === year && back.month === month && back.day === day ? instant : null;
}

/** ISO 8601 with the zone's offset: '2026-12-01T16:30:00+07:00'. */
export function isoInZone(instant: Date, zone: TimeZone): string {
  const w = wallTime(instant, zone);
  return `${w.year}-${pad2(w.month)}-${pad2(w.day)}T${pad2(w.hour)}:${pad2(w.minute)}:${pad2(instant.getUTCSeconds())}${zoneOffset(zone)}`;
}

/** 'Selasa, 1 Desember 2026, 16.30 WIB': how every screen and chat says a lesson's time. */
export function formatLessonTime(instant: Date, zone: TimeZone): string {
  const w = wallTime(instant, zone);
  return `${INDONESIAN_WEEKDAYS[w.weekday]}, ${w.day} ${INDONESIAN_MONTHS[w.month - 1]} ${w.year}, ${pad2(w.hour)}.${pad2(w.minute)} ${zoneLabel(zone)}`;
}
