import { NOTES_MASKED_NOTICE, wouldBeMasked } from '../privacy/mask-contact-details.ts';
import { REQUEST_LIMITS } from '../requests/request.schema.ts';
import type { RequestDraft } from '../requests/request-draft.ts';

// What both bots say while a learning request is written in the chat
// (docs/product.md#customers-in-the-chat). The channel-specific way to answer (a button, a number,
// a keyword) is added by each bot; the questions are the same.

export const DRAFT_TTL_MINUTES = 30;

export const REQUEST_DRAFT_TEXTS = {
  subjectsTelegram:
    'Mata pelajaran apa yang ingin Anda pelajari? Pilih satu atau lebih dari tombol di bawah, atau ketik untuk mencari (misalnya "fisika"). Tekan \'Lanjut\' jika sudah.',
  subjectsWhatsApp:
    'Mata pelajaran apa yang ingin Anda pelajari? Balas dengan nomornya (boleh lebih dari satu, misalnya 8, 12), atau ketik untuk mencari (misalnya "fisika").',
  searchNone: (query: string) =>
    `Tidak ada mata pelajaran yang cocok dengan "${query}". Coba kata lain, misalnya "matematika" atau "SNBT".`,
  searchResults: (query: string) => `Mata pelajaran yang cocok dengan "${query}":`,
  chosenSubjects: (subjects: string[]) => `Dipilih: ${subjects.length ? subjects.join(', ') : '-'}`,
  next: 'Lanjut',
  skip: 'Lewati',
  leave: 'Batal',
  students: `Berapa jumlah siswa? Ketik angka 1 sampai ${REQUEST_LIMITS.maxStudents}.`,
  hours: `Berapa jam durasi belajarnya? Ketik angka 1 sampai ${REQUEST_LIMITS.maxHours}.`,
  notesTelegram: `Ada catatan untuk tutor (materi, jadwal yang diinginkan)? Ketik catatannya (maksimal ${REQUEST_LIMITS.notesMax} karakter), atau tekan 'Lewati'. Nomor telepon dan kontak lain disembunyikan dari tutor sampai pembayaran diverifikasi.`,
  notesWhatsApp: `Ada catatan untuk tutor (materi, jadwal yang diinginkan)? Ketik catatannya (maksimal ${REQUEST_LIMITS.notesMax} karakter), atau balas - untuk melewati. Nomor telepon dan kontak lain disembunyikan dari tutor sampai pembayaran diverifikasi.`,
  phone:
    'Nomor telepon Anda belum ada di profil. Ketik nomor telepon yang bisa dihubungi tutor setelah pembayaran diverifikasi, misalnya 081234567890.',
  summaryTitle: 'Periksa permintaan belajar Anda:',
  send: 'Kirim Permintaan',
  confirmWhatsApp: 'Balas YA untuk mengirim permintaan ini, atau BATAL.',
  created:
    'Permintaan belajar Anda sudah dibuat. Tutor dengan mata pelajaran yang cocok diberi tahu, dan Anda akan diberi tahu saat ada tutor yang tertarik.',
  left: 'Penulisan permintaan belajar dibatalkan. Tidak ada yang dikirim.',
  expired: `Penulisan permintaan belajar ini sudah kedaluwarsa (lebih dari ${DRAFT_TTL_MINUTES} menit tanpa jawaban). Mulai lagi dengan /minta.`,
  expiredWhatsApp: `Penulisan permintaan belajar ini sudah kedaluwarsa (lebih dari ${DRAFT_TTL_MINUTES} menit tanpa jawaban). Mulai lagi dengan MINTA.`,
  pickFromButtons: "Pilih mata pelajaran dari tombol, ketik untuk mencari, atau tekan 'Lanjut'.",
  customersOnly: 'Hanya pelanggan yang dapat membuat permintaan belajar.',
  nothingToLeave: 'Tidak ada permintaan belajar yang sedang ditulis.',
  pressToSend: "Tekan 'Kirim Permintaan' untuk mengirim, atau ketik /batal.",
  howToLeaveTelegram: 'Ketik /batal untuk berhenti kapan saja.',
  howToLeaveWhatsApp: 'Balas BATAL untuk berhenti kapan saja.',
} as const;

/**
 * The draft as the confirmation shows it. Notes that tutors would read with something hidden say
 * so under them, before the customer sends (docs/product.md#privacy-free-text).
 */
export function draftSummary(draft: RequestDraft): string[] {
  return [
    REQUEST_DRAFT_TEXTS.summaryTitle,
    '',
    `Mata pelajaran: ${draft.subjects.join(', ')}`,
    `Jumlah siswa: ${draft.studentCount ?? '-'} orang`,
    `Durasi: ${draft.durationHours ?? '-'} jam`,
    `Catatan: ${draft.notes ?? '-'}`,
    ...(wouldBeMasked(draft.notes) ? [NOTES_MASKED_NOTICE] : []),
    `Nama: ${draft.customerName}`,
    `Telepon: ${draft.phone ?? '-'}`,
  ];
}
