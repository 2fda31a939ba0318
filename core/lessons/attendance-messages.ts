import { formatRupiah } from '../format/rupiah.ts';
import { SESSION_RULES, type AttendanceAnswer } from './sessions.ts';

// Every text of attendance and disputes (docs/product.md#lesson-attendance), web and chats alike.

export const ATTENDANCE_QUESTION = 'Kelas sudah berlangsung?';

export const ATTENDANCE_LABELS: Record<AttendanceAnswer, string> = { YES: 'Ya', NO: 'Tidak', PROBLEM: 'Ada masalah' };

export const DISPUTE_OUTCOMES = ['DONE', 'PARTIAL_REFUND', 'FULL_REFUND'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

export const DISPUTE_OUTCOME_LABELS: Record<DisputeOutcome, string> = {
  DONE: 'Kelas dinyatakan selesai',
  PARTIAL_REFUND: 'Pengembalian dana sebagian',
  FULL_REFUND: 'Pengembalian dana penuh',
};

export const STATEMENT_MAX = 2000;

export const ATTENDANCE_MESSAGES = {
  sessionNotFound: 'Sesi tidak ditemukan.',
  disputeNotFound: 'Sengketa tidak ditemukan.',
  badAnswer: 'Jawaban harus Ya, Tidak atau Ada masalah.',
  notEnded: 'Kehadiran dapat dijawab setelah sesi berakhir.',
  notConfirmed: 'Kehadiran hanya dapat dijawab untuk sesi yang sudah disetujui.',
  alreadyDone: 'Sesi ini sudah selesai.',
  inDispute: 'Sesi ini sedang ditinjau admin.',
  alreadyAnswered: 'Anda sudah menjawab untuk sesi ini.',
  answeredYes: 'Terima kasih, kehadiran tercatat.',
  sessionDone: 'Terima kasih, sesi tercatat selesai.',
  disputeOpened: 'Laporan Anda diterima. Admin akan meninjau; tuliskan apa yang terjadi di halaman transaksi.',
  statementEmpty: 'Tuliskan apa yang terjadi.',
  statementTooLong: `Penjelasan maksimal ${STATEMENT_MAX} karakter.`,
  statementSaved: 'Penjelasan Anda tersimpan.',
  disputeClosed: 'Sengketa ini sudah diputuskan.',
  decidedByOtherAdmin: 'Sudah diputuskan oleh admin lain.',
  badOutcome: 'Keputusan harus selesai, refund sebagian atau refund penuh.',
  refundAmountMissing: 'Isi jumlah pengembalian dana sebagian.',
  refundAmountRange: (max: number) => `Jumlah refund sebagian harus antara Rp 1 dan ${formatRupiah(max)}.`,
  refundNotPossible: 'Refund penuh hanya dapat diputuskan untuk kelas yang sudah dibayar dan belum selesai.',
  noteTooLong: `Catatan maksimal ${STATEMENT_MAX} karakter.`,
  decided: 'Keputusan tersimpan. Kedua pihak diberi tahu.',
  payoutHeld: 'Pencairan ditahan: ada sengketa kelas yang belum diputuskan admin.',
  markDoneBySessions: 'Kelas dengan jadwal sesi selesai lewat konfirmasi kehadiran setiap sesi.',
  silenceRule: `Bila tidak dijawab dalam ${SESSION_RULES.silenceHours} jam setelah sesi berakhir dan tutor menjawab Ya, sesi dianggap selesai.`,
} as const;
