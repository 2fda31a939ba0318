import { SESSION_RULES, type AttendanceAnswer, type SessionParty, type SessionStatus } from '../lessons/sessions.ts';
import { formatLessonTime, zoneLabel, type TimeZone } from '../lessons/time-zones.ts';
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

/** The chat's words for a session's state, the web's badges. */
export const SESSION_STATUS_WORDS: Record<SessionStatus, string> = {
  PROPOSED: 'Menunggu jawaban pelanggan',
  CONFIRMED: 'Disetujui',
  DONE: 'Selesai',
  DISPUTED: 'Ditinjau admin',
  DECLINED: 'Ditolak',
  CANCELLED: 'Dibatalkan',
};

export const PROPOSE_LABEL = 'Usulkan jadwal';
export const MOVE_LABEL = 'Ubah waktu';
export const ACCEPT_PROPOSAL_LABEL = 'Terima jadwal';
export const DECLINE_PROPOSAL_LABEL = 'Minta waktu lain';
export const ACCEPT_MOVE_LABEL = 'Setujui waktu baru';
export const DECLINE_MOVE_LABEL = 'Tetap waktu lama';

export const LESSON_CHAT_TEXTS = {
  noClasses: 'Belum ada kelas berbayar yang sedang berjalan.',
  cancelled: 'Baik, dibatalkan. Tidak ada yang diubah.',
  cancelTelegram: 'Kirim /batal untuk membatalkan.',
  cancelWhatsApp: 'Kirim BATAL untuk membatalkan.',
  badMove:
    'Waktu tidak terbaca. Tulis tanggal dan jam mulai, misalnya 02-12-2026 17:00 (durasi dalam menit boleh ditambahkan: 02-12-2026 17:00 90).',
  tooManyLines: 'Kirim satu sampai 20 sesi, satu sesi per baris.',
  classNotListed: 'Kelas ini tidak ada di antara kelas berbayar Anda yang sedang berjalan.',
  sessionNotMovable:
    'Sesi ini tidak dapat diubah waktunya: hanya sesi yang sudah disetujui dan belum dimulai, tanpa usulan pindah yang menunggu.',
  statementSaved: 'Penjelasan Anda tersimpan dan akan dibaca admin.',
  proposalUsage: 'Kirim TERIMA atau TOLAK diikuti kode kelas dari pesan usulan jadwal, misalnya TERIMA A1B2C3D4.',
  rescheduleUsage: 'Kirim SETUJU atau TETAP diikuti kode sesi dari pesan usulan pindah, misalnya SETUJU A1B2C3D4.',
  attendanceUsage: 'Kirim KELAS, kode sesi, lalu YA, TIDAK atau MASALAH, misalnya KELAS A1B2C3D4 YA.',
  proposeUsage: 'Kirim JADWAL diikuti kode kelas, misalnya JADWAL A1B2C3D4. Kirim JADWAL saja untuk melihat kelas Anda.',
  moveUsage: 'Kirim PINDAH, kode sesi, lalu tanggal dan jam baru, misalnya PINDAH A1B2C3D4 02-12-2026 17:00.',
  classCodeUnknown: 'Kode kelas tidak ditemukan di antara kelas Anda. Kirim JADWAL untuk melihat kelas Anda.',
  sessionCodeUnknown: 'Kode sesi tidak ditemukan di antara sesi Anda. Kirim JADWAL untuk melihat jadwal Anda.',
  notSessionLines: 'Tidak ada kelas yang sedang menunggu jadwal dari Anda. Kirim JADWAL untuk memilih kelasnya dulu.',
} as const;

/** A line the user typed is not a session: which one, and how it should look. */
export const badSessionLine = (line: number): string =>
  `Baris ${line} tidak terbaca. Tulis satu sesi per baris: tanggal, jam mulai, durasi dalam menit, misalnya 01-12-2026 16:30 90.`;

/** After choosing a class: how to type its sessions, in the tutor's zone, and how much is left. */
export function askSessionsText(
  zone: TimeZone,
  item: { otherName: string; subjects: string[]; paidMinutes: number; scheduledMinutes: number },
): string {
  return [
    `Usulkan jadwal untuk ${item.subjects.join(', ')} — ${item.otherName}.`,
    `Belum dijadwalkan: ${item.paidMinutes - item.scheduledMinutes} dari ${item.paidMinutes} menit.`,
    '',
    `Kirim sesi-sesinya dalam satu pesan, satu sesi per baris: tanggal, jam mulai (${zoneLabel(zone)}), durasi dalam menit (${SESSION_RULES.minMinutes}–${SESSION_RULES.maxMinutes}, kelipatan ${SESSION_RULES.stepMinutes}). Contoh:`,
    '01-12-2026 16:30 90',
    '03-12-2026 16:30 90',
  ].join('\n');
}

/** After 'Ubah waktu': the session as it stands, and how to type the new time. */
export function askMoveText(zone: TimeZone, session: { startsAt: Date; durationMinutes: number }): string {
  return [
    `Sesi ${formatLessonTime(session.startsAt, zone)} (${session.durationMinutes} menit).`,
    `Kirim waktu barunya (${zoneLabel(zone)}): tanggal dan jam mulai, misalnya 02-12-2026 17:00. Tambahkan durasi dalam menit bila berubah: 02-12-2026 17:00 90.`,
    `Kurang dari ${SESSION_RULES.rescheduleNoticeHours} jam sebelum sesi, perpindahan hanya berlaku bila pihak lain setuju.`,
  ].join('\n');
}

/** After a customer's 'Tidak' / 'Ada masalah': the statement may be the next message, or written on the web. */
export function askStatementText(webUrl: string, cancelHint: string): string {
  return `Ceritakan apa yang terjadi dalam satu pesan berikutnya, admin akan membacanya. Anda juga dapat menulisnya di ${webUrl}. ${cancelHint}`;
}

export type ScheduleSession = {
  id: string;
  startsAt: Date;
  durationMinutes: number;
  status: SessionStatus;
  /** A move is waiting for an answer, and from whom it came. */
  rescheduleBy: SessionParty | null;
  /** A confirmed session that has not begun: either side may ask to move it. */
  canMove: boolean;
};
export type ScheduleClass = {
  id: string;
  otherName: string;
  subjects: string[];
  paidMinutes: number;
  /** Minutes of live sessions (proposed, confirmed, done, disputed). */
  scheduledMinutes: number;
  sessions: ScheduleSession[];
};

/** One session as a line of /jadwal. */
export function sessionLine(session: ScheduleSession, zone: TimeZone): string {
  const move = session.rescheduleBy ? ' · usulan pindah menunggu jawaban' : '';
  return `• ${formatLessonTime(session.startsAt, zone)} · ${session.durationMinutes} menit · ${SESSION_STATUS_WORDS[session.status]}${move}`;
}

/** One class of /jadwal: its code, who with, the minutes scheduled of those paid, its sessions. */
export function scheduleClassLines(item: ScheduleClass, zone: TimeZone): string[] {
  return [
    `${shortCode(item.id)} — ${item.subjects.join(', ')} · ${item.otherName}`,
    `Terjadwal ${item.scheduledMinutes} dari ${item.paidMinutes} menit`,
    ...item.sessions.map((session) => sessionLine(session, zone)),
  ];
}

/** The lead of /jadwal, with the zone its times are in. */
export const scheduleHeader = (zone: TimeZone): string => `Jadwal kelas Anda (${zoneLabel(zone)})`;

/** A short label of a session for a button: 'Ubah waktu · Selasa, 1 Desember 2026, 16.30 WIB'. */
export const moveButtonLabel = (session: { startsAt: Date }, zone: TimeZone): string =>
  `${MOVE_LABEL} · ${formatLessonTime(session.startsAt, zone)}`;

/** A class for a button: 'Usulkan jadwal · SMA - Fisika — Budi'. */
export function proposeButtonLabel(item: { subjects: string[]; otherName: string }): string {
  const label = `${PROPOSE_LABEL} · ${item.subjects.join(', ')} — ${item.otherName}`;
  return label.length > 60 ? `${label.slice(0, 59)}…` : label;
}

/** WhatsApp's JADWAL: the classes, each with the keyword that acts on it; numbers choose a class to propose for. */
export function scheduleMessage(zone: TimeZone, classes: (ScheduleClass & { number: number | null; proposals: boolean })[]): string {
  const blocks = classes.map((item) => {
    const lines = scheduleClassLines(item, zone);
    if (item.number !== null) lines.push(`${PROPOSE_LABEL}: balas ${item.number} atau JADWAL ${shortCode(item.id)}`);
    if (item.proposals) {
      lines.push(proposalReplyLine(ACCEPT_PROPOSAL_LABEL, item.id, true), proposalReplyLine(DECLINE_PROPOSAL_LABEL, item.id, false));
    }
    for (const session of item.sessions.filter((candidate) => candidate.canMove))
      lines.push(`${MOVE_LABEL} ${formatLessonTime(session.startsAt, zone)}: balas PINDAH ${shortCode(session.id)} <tanggal> <jam>`);
    return lines.join('\n');
  });
  return [`*${scheduleHeader(zone)}*`, ...blocks].join('\n\n');
}
