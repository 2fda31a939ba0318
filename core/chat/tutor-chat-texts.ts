import { formatRelativeTime } from '../format/relative-time.ts';
import { formatRupiah } from '../format/rupiah.ts';
import type { OpenRequestItem } from '../requests/views.ts';
import type { PayoutPreview, TutorSummary } from '../transactions/views.ts';
import { shortCode } from '../whatsapp/short-codes.ts';

// What the bots say to tutors about open requests, their balance, payouts and availability
// (docs/product.md#chat-commands), in both channels; each channel adds its buttons or keywords.

export const PAYOUT_ACTION_LABEL = 'Ajukan Pencairan';
export const NEXT_PAGE_LABEL = 'Berikutnya';
export const CONFIRM_PAYOUT_LABEL = 'Ya, Ajukan Pencairan';
export const FULL_LABEL = 'penuh';

/** The page size of /permintaan in a chat: five requests, then 'Berikutnya'. */
export const CHAT_REQUESTS_PAGE = 5;
/** At most this many 'Ajukan Pencairan' choices under /saldo; the rest stay on the web page. */
export const CHAT_WITHDRAWABLE_MAX = 10;

export const TUTOR_CHAT_TEXTS = {
  tutorsOnly: 'Perintah ini hanya untuk tutor.',
  noRequests: 'Belum ada permintaan belajar terbuka yang cocok dengan mata pelajaran Anda. Anda akan diberi tahu saat ada yang baru.',
  noSubjects: 'Anda belum memilih mata pelajaran di profil, jadi semua permintaan terbuka ditampilkan.',
  noMoreRequests: 'Tidak ada permintaan lain.',
  nothingToWithdraw: 'Belum ada kelas yang siap dicairkan.',
  chooseWithdrawal: 'Kelas yang siap dicairkan:',
  nowBusy: 'Status Anda sekarang Sibuk: siswa tidak dapat memesan Anda dulu, dan profil Anda tampil sebagai Sibuk.',
  nowAvailable: 'Status Anda sekarang Tersedia: siswa dapat memesan Anda.',
  payoutCancelled: 'Baik, pencairan tidak diajukan.',
} as const;

/** The header of a page of open requests. */
export function requestsHeader(total: number, tutorHasSubjects: boolean): string {
  const lead = `Permintaan belajar terbuka${tutorHasSubjects ? ' yang cocok dengan mata pelajaran Anda' : ''}: ${total}.`;
  return tutorHasSubjects ? lead : `${lead}\n${TUTOR_CHAT_TEXTS.noSubjects}`;
}

/** One open request as a chat shows it; the notes arrive masked (docs/product.md#privacy-free-text). */
export function openRequestLines(item: OpenRequestItem, now: Date): string[] {
  return [
    item.subjects.join(', '),
    `Siswa: ${item.studentCount} orang · Durasi: ${item.durationHours} jam`,
    ...(item.notes ? [`Catatan: ${item.notes}`] : []),
    `Diposting: ${formatRelativeTime(item.createdAt, now)}`,
    `Tutor bergabung: ${item.participantCount}/${item.maxTutors}`,
  ];
}

/** Where a listed request stands for this tutor: the join, or why there is none. */
export function openRequestState(item: OpenRequestItem): 'join' | 'joined' | 'full' {
  if (item.joined) return 'joined';
  return item.canJoin ? 'join' : 'full';
}

/** /saldo: the summary cards of 'Transaksi Tutor', the same figures. */
export function balanceText(summary: TutorSummary): string {
  return [
    'Saldo Anda',
    `Pendapatan Bulan Ini: ${formatRupiah(summary.earnedThisMonth.amount)}`,
    `Siap Dicairkan: ${formatRupiah(summary.readyToWithdraw.amount)} (${summary.readyToWithdraw.count} kelas)`,
    `Dalam Proses Pencairan: ${formatRupiah(summary.inWithdrawal.amount)} (${summary.inWithdrawal.count} pencairan)`,
    `Pembayaran Upcoming: ${formatRupiah(summary.upcoming.amount)} (${summary.upcoming.count} kelas)`,
  ].join('\n');
}

export type WithdrawableClass = { id: string; customerName: string; subjects: string[]; tutorPayment: number };

/** One class ready to withdraw, short enough for a button. */
export function withdrawableLabel(item: WithdrawableClass): string {
  const subjects = item.subjects.join(', ');
  return `${formatRupiah(item.tutorPayment)} · ${subjects.length > 28 ? `${subjects.slice(0, 27)}…` : subjects}`;
}

/** The confirmation before a payout is asked: what the tutor gets, and where it goes. */
export function payoutConfirmText(
  item: { subjects: string[]; customerName: string },
  preview: PayoutPreview & { bankAccount: string },
): string {
  return [
    'Ajukan pencairan untuk kelas ini?',
    `${item.subjects.join(', ')} — ${item.customerName}`,
    `Pendapatan: ${formatRupiah(preview.amount)}`,
    `Biaya admin: ${formatRupiah(preview.adminFee)}`,
    `Ditransfer: ${formatRupiah(preview.net)}`,
    `Rekening: ${preview.bankAccount}`,
  ].join('\n');
}

/** No account on the profile: the payout cannot be asked until one is set on the dashboard. */
export function bankAccountMissingText(message: string, appUrl: string): string {
  return `${message}. Isi nomor rekening Anda di ${appUrl.replace(/\/+$/, '')}/dashboard, lalu ajukan lagi.`;
}

/** WhatsApp: a page of open requests in one message, each with its IKUT code or its state. */
export function requestsPageMessage(header: string | null, items: OpenRequestItem[], now: Date, hasNext: boolean): string {
  const blocks = items.map((item, index) => {
    const state = openRequestState(item);
    const action = state === 'join' ? `Balas: IKUT ${shortCode(item.id)}` : state === 'joined' ? 'Sudah Bergabung' : FULL_LABEL;
    return [`${index + 1}) ${openRequestLines(item, now).join('\n')}`, action].join('\n');
  });
  return [...(header ? [header] : []), ...blocks, ...(hasNext ? ['Balas BERIKUTNYA untuk permintaan berikutnya.'] : [])].join('\n\n');
}

/** WhatsApp: the balance, and each class ready to withdraw with its number and CAIR code. */
export function balanceMessage(summary: TutorSummary, ready: WithdrawableClass[]): string {
  if (ready.length === 0) return `${balanceText(summary)}\n\n${TUTOR_CHAT_TEXTS.nothingToWithdraw}`;
  return [
    balanceText(summary),
    '',
    TUTOR_CHAT_TEXTS.chooseWithdrawal,
    ...ready.map((item, index) => `${index + 1}. ${withdrawableLabel(item)} — CAIR ${shortCode(item.id)}`),
    '',
    'Balas dengan angkanya (atau CAIR <kode>) untuk mengajukan pencairan.',
  ].join('\n');
}

export const WHATSAPP_TUTOR_TEXTS = {
  payoutUsage: 'Kirim CAIR diikuti kode kelasnya, misalnya CAIR A1B2C3D4. Kirim SALDO untuk melihat kelas yang siap dicairkan.',
  payoutUnknownCode: 'Kode tidak ditemukan di antara kelas Anda. Kirim SALDO untuk melihat kelas yang siap dicairkan.',
  confirmPayout: 'Balas YA untuk mengajukan pencairan ini.',
} as const;

/** The keyword a WhatsApp message offers in place of the 'Ajukan Pencairan' button. */
export function payoutReplyLine(transactionId: string): string {
  return `Balas: CAIR ${shortCode(transactionId)}`;
}
