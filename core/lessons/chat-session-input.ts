// The sessions a chat user types (docs/product.md#lessons-in-the-chat): one per line,
// 'DD-MM-YYYY HH:MM MENIT' in the user's zone, e.g. '01-12-2026 16:30 90'. Only the shape is read
// here; whether the date is real, in the future, free, and within the hours paid is the service's
// to say (services/lessons/propose-sessions.ts), with the web's own messages.

export type TypedSession = { date: string; time: string; durationMinutes: number };

/** At most this many lines in one message: more is not a schedule someone types. */
export const TYPED_SESSIONS_MAX = 20;

const LINE = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})\s+(\d{1,2})[:.](\d{2})(?:\s+(\d{1,3})(?:\s*menit)?)?$/i;

const pad2 = (value: string) => value.padStart(2, '0');

/** One typed session; `durationMinutes` is null when the line gives none (a move keeps the old length). */
export function parseTypedSession(line: string): (Omit<TypedSession, 'durationMinutes'> & { durationMinutes: number | null }) | null {
  const match = LINE.exec(line.trim());
  if (!match) return null;
  const [, day = '', month = '', year = '', hour = '', minute = '', minutes] = match;
  return {
    date: `${year}-${pad2(month)}-${pad2(day)}`,
    time: `${pad2(hour)}:${minute}`,
    durationMinutes: minutes === undefined ? null : Number(minutes),
  };
}

/**
 * Every non-empty line as a session with its duration, or the number (from 1) of the first line
 * that is not one; null when the text holds no line at all or too many.
 */
export function parseTypedSessions(text: string): { sessions: TypedSession[] } | { badLine: number } | null {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines.length === 0 || lines.length > TYPED_SESSIONS_MAX) return null;
  const sessions: TypedSession[] = [];
  for (const [index, line] of lines.entries()) {
    const parsed = parseTypedSession(line);
    if (!parsed || parsed.durationMinutes === null) return { badLine: index + 1 };
    sessions.push({ ...parsed, durationMinutes: parsed.durationMinutes });
  }
  return { sessions };
}

/** Whether a message looks like typed sessions at all (its first line does), so a chat can take it. */
export const looksLikeTypedSessions = (text: string): boolean => parseTypedSession(text.trim().split(/\r?\n/)[0] ?? '') !== null;
