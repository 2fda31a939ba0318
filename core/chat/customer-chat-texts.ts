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
  chosen: (tutorName: string) => `Anda memilih ${tutorName} sebagai tutor. Transaksi sudah dibuat.`,
  uploadStepTelegram: 'Kirim foto atau PDF bukti transfer ke chat ini (atau ketik /bukti), lalu pilih transaksinya.',
  uploadStepWhatsApp: (code: string) => `Kirim foto atau PDF bukti transfer ke chat ini dengan keterangan BUKTI ${code}.`,
} as const;
