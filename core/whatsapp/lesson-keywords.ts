import { ATTENDANCE_WORDS, LESSON_KEYWORDS as K } from '../chat/lesson-chat-texts.ts';
import { ATTENDANCE_ANSWERS, type AttendanceAnswer } from '../lessons/sessions.ts';
import { parseShortCode } from './short-codes.ts';

// The lesson keywords on WhatsApp (docs/product.md#lessons-in-the-chat), read in any case and
// spacing. A missing code reads as none, so the feature explains the keyword's use; a word that
// cannot be a code ('terima kasih') is not the keyword at all.
//   JADWAL                              the classes to schedule and the sessions to come
//   JADWAL <kelas> [sesi per baris]     propose sessions (without lines: the bot asks for them)
//   PINDAH <sesi> DD-MM-YYYY HH:MM [m]  ask to move a confirmed session
//   TERIMA / TOLAK <kelas>              answer a proposal
//   SETUJU / TETAP <sesi>               answer a move
//   KELAS <sesi> YA|TIDAK|MASALAH       "Kelas sudah berlangsung?"

export type LessonKeyword =
  | { kind: 'schedule' }
  | { kind: 'propose'; code: string | null; typed: string }
  | { kind: 'move'; code: string | null; typed: string }
  | { kind: 'proposal'; code: string | null; accept: boolean }
  | { kind: 'reschedule'; code: string | null; accept: boolean }
  | { kind: 'attendance'; code: string | null; answer: AttendanceAnswer | null };

export function parseLessonKeyword(text: string): LessonKeyword | null {
  const [firstLine = '', ...otherLines] = text.trim().split(/\r?\n/);
  const [first = '', second, ...rest] = firstLine.trim().split(/\s+/);
  const code = second ? parseShortCode(second) : null;
  const typed = [rest.join(' '), ...otherLines].join('\n').trim();
  const alone = rest.length === 0 && otherLines.length === 0 && (second === undefined || code !== null);
  switch (first.toUpperCase()) {
    case 'JADWAL':
      return second === undefined ? { kind: 'schedule' } : { kind: 'propose', code, typed };
    case 'PINDAH':
      return { kind: 'move', code, typed };
    case K.acceptProposal:
    case K.declineProposal:
      return alone ? { kind: 'proposal', code, accept: first.toUpperCase() === K.acceptProposal } : null;
    case K.acceptMove:
    case K.declineMove:
      return alone ? { kind: 'reschedule', code, accept: first.toUpperCase() === K.acceptMove } : null;
    case K.attendance: {
      if (otherLines.length > 0 || rest.length > 1 || (second !== undefined && code === null)) return null;
      const word = rest[0]?.toUpperCase();
      return { kind: 'attendance', code, answer: ATTENDANCE_ANSWERS.find((answer) => ATTENDANCE_WORDS[answer] === word) ?? null };
    }
    default:
      return null;
  }
}
