import { formatRating } from '../format/stars.ts';
import { formatRupiah } from '../format/rupiah.ts';

// What both bots say to customers about choosing a tutor and their transactions
// (docs/product.md#customers-in-the-chat). Plain text: names and subjects are shown as typed.

export const CHOOSE_LABEL = 'Pilih Tutor Ini';

/** A tutor as the customer weighs them: the public card's facts. */
export type TutorCard = { name: string; university: string; rating: number; reviewCount: number; pricePerHour: number };

export const tutorCardLines = (tutor: TutorCard): string[] => [
  `Universitas: ${tutor.university}`,
  `Rating: ${formatRating(tutor.rating)} (${tutor.reviewCount} ulasan)`,
  `Tarif: ${formatRupiah(tutor.pricePerHour)}/jam`,
];

export type ChoiceQuestion = TutorCard & { subjects: string[]; durationHours: number; studentCount: number; total: number };

/** The confirmation before a choice: who, for which class, and the total the server computed. */
export function chooseQuestion(choice: ChoiceQuestion): string[] {
  return [
    `Pilih ${choice.name} sebagai tutor untuk permintaan belajar ini?`,
    '',
    ...tutorCardLines(choice),
    `Mata pelajaran: ${choice.subjects.join(', ')}`,
    `Durasi: ${choice.durationHours} jam, ${choice.studentCount} orang`,
    `Total: ${formatRupiah(choice.total)}`,
  ];
}

export const CUSTOMER_CHAT_TEXTS = {
  chooseYes: 'Ya, Pilih Tutor Ini',
  cancel: 'Batal',
  cancelled: 'Dibatalkan. Tidak ada yang diubah.',
  customersOnly: 'Tombol ini hanya untuk pelanggan.',
  customersOnlyCommand: 'Perintah ini hanya untuk pelanggan.',
  chosen: (tutorName: string) => `Anda memilih ${tutorName} sebagai tutor. Transaksi sudah dibuat.`,
  uploadStepTelegram: 'Kirim foto atau PDF bukti transfer ke chat ini (atau ketik /bukti), lalu pilih transaksinya.',
  uploadStepWhatsApp: (code: string) => `Kirim foto atau PDF bukti transfer ke chat ini dengan keterangan BUKTI ${code}.`,
} as const;

/** A transaction as /transaksi lists it. */
export type ListedTransaction = { id: string; tutorName: string; subjects: string[]; totalPrice: number; status: string };

export const TRANSACTION_CHAT_TEXTS = {
  none: 'Anda belum memiliki transaksi.',
  heading: 'Transaksi Anda, terbaru lebih dulu:',
  next: 'Berikutnya',
  sendProof: (number: number) => `${number}. Kirim Bukti`,
  markDone: (number: number) => `${number}. Tandai Selesai`,
  markDoneYes: 'Ya, Kelas Selesai',
  markDoneQuestion: (item: ListedTransaction) =>
    [
      `Tandai kelas bersama ${item.tutorName} (${item.subjects.join(', ')}) selesai?`,
      'Setelah itu pembayaran diteruskan ke tutor dan refund tidak dapat diajukan.',
    ].join('\n'),
  notAwaitingProof: (status: string) => `Transaksi ini tidak lagi menunggu bukti pembayaran. Statusnya sekarang: ${status}.`,
  cannotMarkDone: (status: string) => `Kelas ini tidak dapat ditandai selesai. Statusnya sekarang: ${status}.`,
} as const;

/** Two lines per transaction, numbered from `first`: who and what, then how much and where it stands. */
export function transactionLines(items: ListedTransaction[], first: number): string[] {
  return items.flatMap((item, index) => [
    `${first + index}. ${item.tutorName} — ${item.subjects.join(', ')}`,
    `${formatRupiah(item.totalPrice)} · ${item.status}`,
  ]);
}
