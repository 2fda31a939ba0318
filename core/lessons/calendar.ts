// How a confirmed session goes into a calendar (docs/product.md#lesson-sessions): the same title
// in the .ics file (services/lessons/session-calendar.ts) and the 'Add to Google Calendar' link,
// on the page and in the email.

export const sessionTitle = (subjects: readonly string[]): string => `Kelas Ajarin: ${subjects.join(', ')}`;

/** '20261201T093000Z': the UTC form Google's template reads, so no zone can be misread. */
const googleInstant = (instant: Date): string =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** calendar.google.com's event template, filled: the user checks it and saves it to their own calendar. */
export function googleCalendarLink(event: { title: string; startsAt: Date; endsAt: Date; details?: string }): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${googleInstant(event.startsAt)}/${googleInstant(event.endsAt)}`,
  });
  if (event.details) params.set('details', event.details);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** The .ics route of a session, for its customer and tutor. */
export const sessionCalendarPath = (sessionId: string): string => `/api/sessions/${sessionId}/calendar.ics`;
