import { formatRupiah } from '../format/rupiah.ts';
import { shortCode } from '../whatsapp/short-codes.ts';
import type { ListedTransaction } from './customer-chat-texts.ts';

// The WhatsApp side of the customers' chat (docs/product.md#customers-in-the-chat): keywords with
// short codes instead of buttons, and YA / BATAL to answer a question the bot asked.

/** 'PILIH <request> <tutor>' under a tutor-joined message. */
export const chooseReplyLine = (pair: { requestId: string; tutorId: string }): string =>
  `Balas PILIH ${shortCode(pair.requestId)} ${shortCode(pair.tutorId)} untuk memilih tutor ini.`;

export const CUSTOMER_WHATSAPP_TEXTS = {
  confirmChoice: 'Balas YA untuk memilih tutor ini, atau BATAL.',
  confirmDone: 'Balas YA jika kelas sudah selesai, atau BATAL.',
  chooseUsage: 'Kirim PILIH diikuti kode permintaan dan kode tutor dari pesan tutor yang tertarik, misalnya PILIH A1B2C3D4 E5F6A7B8.',
  chooseUnknown: 'Kode permintaan atau tutor tidak ditemukan di antara permintaan belajar Anda. Periksa kembali kodenya.',
  customersOnly: 'Perintah ini hanya untuk pelanggan.',
  nothingToConfirm: 'Tidak ada yang menunggu jawaban YA. Kirim BANTUAN untuk melihat daftar perintah.',
  cancelled: 'Dibatalkan. Tidak ada yang diubah.',
  doneUsage: 'Kirim SELESAI diikuti kode transaksi, misalnya SELESAI A1B2C3D4.',
  doneUnknown: 'Kode transaksi tidak ditemukan di antara transaksi Anda.',
  noTransactions: 'Anda belum memiliki transaksi.',
  noMore: 'Tidak ada transaksi lagi.',
} as const;

/** One page of TRANSAKSI: a numbered line per transaction with what can be done next. */
export function transactionListMessage(
  items: (ListedTransaction & { canUploadProof: boolean; canMarkDone: boolean })[],
  more: boolean,
): string {
  const lines = items.flatMap((item) => [
    `*${shortCode(item.id)}* — ${item.tutorName}, ${item.subjects.join(', ')}`,
    `${formatRupiah(item.totalPrice)} · ${item.status}`,
    ...(item.canUploadProof ? [`Kirim Bukti: foto atau PDF dengan keterangan BUKTI ${shortCode(item.id)}`] : []),
    ...(item.canMarkDone ? [`Tandai Selesai: balas SELESAI ${shortCode(item.id)}`] : []),
    '',
  ]);
  return ['*Transaksi Anda*', '', ...lines, ...(more ? ['Balas BERIKUTNYA untuk 5 transaksi berikutnya.'] : [])].join('\n').trimEnd();
}
