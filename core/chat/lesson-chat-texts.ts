import type { AttendanceAnswer } from '../lessons/sessions.ts';
import { shortCode } from '../whatsapp/short-codes.ts';

// What the bots say about lesson sessions (docs/product.md#lessons-in-the-chat), in both channels:
// Telegram shows the notification's answers as buttons, WhatsApp as the keyword to reply with,
// the class's or the session's short code after it.

/** The WhatsApp keywords of the lesson answers, each followed by a short code. */
export const LESSON_KEYWORDS = {
  acceptProposal: 'TERIMA',
  declineProposal: 'TOLAK',
  acceptMove: 'SETUJU',
  declineMove: 'TETAP',
  attendance: 'KELAS',
} as const;

/** The word after `KELAS <kode>` for each attendance answer. */
export const ATTENDANCE_WORDS: Record<AttendanceAnswer, string> = { YES: 'YA', NO: 'TIDAK', PROBLEM: 'MASALAH' };

/** WhatsApp, under a proposal: the keyword of 'Terima jadwal' or 'Minta waktu lain'. */
export const proposalReplyLine = (label: string, transactionId: string, accept: boolean): string =>
  `${label}: balas ${accept ? LESSON_KEYWORDS.acceptProposal : LESSON_KEYWORDS.declineProposal} ${shortCode(transactionId)}`;

/** WhatsApp, under a move: the keyword that accepts it or keeps the old time. */
export const rescheduleReplyLine = (label: string, sessionId: string, accept: boolean): string =>
  `${label}: balas ${accept ? LESSON_KEYWORDS.acceptMove : LESSON_KEYWORDS.declineMove} ${shortCode(sessionId)}`;

/** WhatsApp, under "Kelas sudah berlangsung?": `KELAS <kode> YA|TIDAK|MASALAH`. */
export const attendanceReplyLine = (label: string, sessionId: string, answer: AttendanceAnswer): string =>
  `${label}: balas ${LESSON_KEYWORDS.attendance} ${shortCode(sessionId)} ${ATTENDANCE_WORDS[answer]}`;
