import { googleCalendarLink, sessionTitle } from './calendar.ts';
import type { SessionStatus } from './sessions.ts';
import { TIME_ZONES, formatLessonTime, zoneOffset, type TimeZone } from './time-zones.ts';

// How the pages show a session from its JSON (docs/product.md#lesson-sessions): the instants carry
// the viewer's offset, which names their zone, so the page needs no second request to know it.

/** The zone an ISO string's offset names ('+08:00' → WITA); WIB for anything else. */
export function zoneOfIso(iso: string): TimeZone {
  return TIME_ZONES.find((zone) => iso.endsWith(zoneOffset(zone))) ?? 'Asia/Jakarta';
}

/** 'Selasa, 1 Desember 2026, 16.30 WIB' from the JSON's ISO with offset. */
export const showLessonTime = (iso: string): string => formatLessonTime(new Date(iso), zoneOfIso(iso));

export const SESSION_STATUS_LABELS: Record<SessionStatus, string> = {
  PROPOSED: 'Menunggu persetujuan',
  CONFIRMED: 'Terjadwal',
  DONE: 'Selesai',
  DISPUTED: 'Dalam peninjauan',
  DECLINED: 'Diminta waktu lain',
  CANCELLED: 'Dibatalkan',
};

/** The Google Calendar link of a session as the JSON gives it. */
export function sessionGoogleLink(session: { startsAt: string; durationMinutes: number }, subjects: readonly string[]): string {
  const startsAt = new Date(session.startsAt);
  return googleCalendarLink({
    title: sessionTitle(subjects),
    startsAt,
    endsAt: new Date(startsAt.getTime() + session.durationMinutes * 60_000),
  });
}
