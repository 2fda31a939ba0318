import { ATTENDANCE_ANSWERS, type AttendanceAnswer } from '../lessons/sessions.ts';
import { text } from '../validation/text.ts';
import { isUuid } from '../validation/uuid.ts';

// Callback data of the lesson buttons (docs/product.md#lessons-in-the-chat), ≤ 64 bytes: the
// notification renderer writes them, the bot parses them with these same functions and nothing
// else, and the service re-checks the id against the person pressing and the session's state, so a
// forged or stale press changes nothing.
//   lp:<transaction>:y|n       'Terima jadwal' / 'Minta waktu lain' (every proposed session at once)
//   lr:<session>:y|n           accept / refuse a move of a confirmed session
//   la:<session>:y|n|p         "Kelas sudah berlangsung?" Ya / Tidak / Ada masalah
//   lt:<transaction>           /jadwal's choice of the class to propose sessions for
//   lm:<session>               /jadwal's 'Ubah waktu' of a confirmed session

const ANSWER_LETTERS: Record<AttendanceAnswer, string> = { YES: 'y', NO: 'n', PROBLEM: 'p' };

const flag = (accept: boolean) => (accept ? 'y' : 'n');

export const proposalCallback = (transactionId: string, accept: boolean): string => `lp:${transactionId}:${flag(accept)}`;
export const rescheduleCallback = (sessionId: string, accept: boolean): string => `lr:${sessionId}:${flag(accept)}`;
export const attendanceCallback = (sessionId: string, answer: AttendanceAnswer): string => `la:${sessionId}:${ANSWER_LETTERS[answer]}`;
export const scheduleClassCallback = (transactionId: string): string => `lt:${transactionId}`;
export const moveSessionCallback = (sessionId: string): string => `lm:${sessionId}`;

const data = text().max(64);

/** `<prefix>:<uuid>[:<letter>]` split, or null when it is not exactly that shape. */
function split(prefix: string, raw: string | undefined, letters: string | null): { id: string; letter: string } | null {
  const parsed = data.safeParse(raw);
  if (!parsed.success) return null;
  const parts = parsed.data.split(':');
  if (parts[0] !== prefix || parts.length !== (letters ? 3 : 2)) return null;
  const [, id = '', letter = ''] = parts;
  if (!isUuid(id) || (letters !== null && (letter.length !== 1 || !letters.includes(letter)))) return null;
  return { id: id.toLowerCase(), letter };
}

export function parseProposalCallback(raw: string | undefined): { transactionId: string; accept: boolean } | null {
  const parts = split('lp', raw, 'yn');
  return parts && { transactionId: parts.id, accept: parts.letter === 'y' };
}

export function parseRescheduleCallback(raw: string | undefined): { sessionId: string; accept: boolean } | null {
  const parts = split('lr', raw, 'yn');
  return parts && { sessionId: parts.id, accept: parts.letter === 'y' };
}

export function parseAttendanceCallback(raw: string | undefined): { sessionId: string; answer: AttendanceAnswer } | null {
  const parts = split('la', raw, 'ynp');
  const answer = ATTENDANCE_ANSWERS.find((candidate) => ANSWER_LETTERS[candidate] === parts?.letter);
  return parts && answer ? { sessionId: parts.id, answer } : null;
}

export const parseScheduleClassCallback = (raw: string | undefined): string | null => split('lt', raw, null)?.id ?? null;
export const parseMoveSessionCallback = (raw: string | undefined): string | null => split('lm', raw, null)?.id ?? null;
