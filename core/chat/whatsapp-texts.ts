import { formatRupiah } from '../format/rupiah.ts';
import { shortCode } from '../whatsapp/short-codes.ts';
import { PROOF_RECEIVED } from './common-texts.ts';

// Every reply of the WhatsApp bot (docs/product.md#chat-whatsapp), in Indonesian, and the lines its
// notifications add. WhatsApp shows *text* in bold; nothing else here is formatting. Texts both
// bots share are in common-texts.ts.

export const WHATSAPP_MESSAGES = {
  help: [
    '*Ajarin di WhatsApp*',
    'LINK <kode> — hubungkan akun Anda (kode dari halaman Akun)',
    'IKUT <kode> — ikut permintaan belajar (tutor)',
    'BUKTI — kirim bukti pembayaran: foto atau PDF dengan kode transaksi sebagai keterangan (pelanggan)',
    'MENU — menu bernomor sesuai peran Anda',
    'PERMINTAAN — permintaan belajar yang masih terbuka (tutor)',
    'SALDO — saldo dan kelas yang siap dicairkan (tutor)',
    'CAIR <kode> — ajukan pencairan untuk kelas yang selesai (tutor)',
    'SIBUK / TERSEDIA — ubah status ketersediaan Anda (tutor)',
    'JADWAL — jadwal kelas Anda; JADWAL <kode> mengusulkan sesi (tutor), PINDAH <kode> <tanggal> <jam> mengubah waktu sesi',
    'TERIMA / TOLAK <kode> — jawab usulan jadwal (pelanggan); SETUJU / TETAP <kode> — jawab usulan pindah',
    'KELAS <kode> YA / TIDAK / MASALAH — jawab "Kelas sudah berlangsung?"',
    'PENGATURAN — atur notifikasi WhatsApp per jenis',
    'PUTUS — putuskan WhatsApp ini dari akun Anda',
    'BERHENTI — hentikan notifikasi WhatsApp',
    'MULAI — aktifkan lagi notifikasi WhatsApp',
    'BANTUAN — tampilkan pesan ini',
  ].join('\n'),
  unknown: 'Perintah tidak dikenal. Kirim BANTUAN untuk melihat daftar perintah.',
  muted: 'Notifikasi WhatsApp dihentikan. Kirim MULAI untuk mengaktifkannya lagi.',
  unmuted: 'Notifikasi WhatsApp aktif kembali. Kirim BERHENTI untuk menghentikannya.',

  joinUsage: 'Kirim IKUT diikuti kode permintaan, misalnya IKUT A1B2C3D4.',
  joinTutorsOnly: 'Hanya tutor yang dapat ikut permintaan belajar.',
  joinUnknownCode: 'Kode permintaan tidak ditemukan. Periksa kembali kodenya.',

  proofCustomersOnly: 'Hanya pelanggan yang dapat mengirim bukti pembayaran.',
  proofNothingAwaiting: 'Tidak ada transaksi yang menunggu bukti pembayaran.',
  proofUnknownCode: 'Kode transaksi tidak ditemukan di antara transaksi Anda yang menunggu pembayaran.',
  proofMalformedCode: 'Kode transaksi tidak valid. Kodenya 8 huruf/angka, misalnya BUKTI A1B2C3D4.',
  proofNotAFile: 'Bukti pembayaran harus berupa foto atau dokumen (JPG, PNG, atau PDF).',
  proofReceived: PROOF_RECEIVED,
  proofAlbum:
    'Anda mengirim beberapa foto sekaligus. Kirim bukti pembayaran satu per satu: satu foto atau PDF per pesan, dengan kode transaksinya sebagai keterangan, misalnya BUKTI A1B2C3D4.',
  viewOnce: 'Foto sekali lihat tidak dapat dibuka bot. Kirim ulang sebagai foto atau PDF biasa, tanpa mode sekali lihat.',
  voiceOrSticker: 'Pesan suara dan stiker tidak dapat dibaca bot. Kirim foto atau PDF, atau ketik BANTUAN.',
  mediaUnavailable: 'File Anda belum dapat diunduh dari WhatsApp. Kirim ulang sebentar lagi.',
  proofQuestionExpired: 'File yang ditanyakan sudah tidak tersedia. Kirim ulang foto atau PDF bukti transfernya.',
} as const;

/** A file without a code while one transaction waits: it may be homework, so the bot asks first. */
export function confirmProofMessage(transaction: AwaitingProof): string {
  return `Kirim sebagai bukti pembayaran untuk ${shortCode(transaction.id)} (${transaction.tutorName}, ${formatRupiah(transaction.totalPrice)})? Balas YA untuk mengirim, atau BATAL.`;
}

export function linkedMessage(name: string): string {
  return `Akun WhatsApp ini sekarang terhubung dengan akun Ajarin ${name}. Notifikasi akan dikirim ke sini. Kirim BANTUAN untuk melihat daftar perintah.`;
}

/** To a chat that is not linked yet: where to get a code. */
export function notLinkedMessage(appUrl: string): string {
  return `Nomor WhatsApp ini belum terhubung dengan akun Ajarin. Buka ${appUrl.replace(/\/+$/, '')}/akun, pilih 'Hubungkan WhatsApp', lalu kirim LINK <kode> ke sini.`;
}

/** The code a request is joined by, as a chat message shows it next to a new request. */
export function joinReplyLine(requestId: string): string {
  return `Balas: IKUT ${shortCode(requestId)}`;
}

export type AwaitingProof = { id: string; tutorName: string; totalPrice: number };

/**
 * Which transaction a proof is for: one line per unpaid transaction, each with its code. `again`:
 * a photo came without a code, so it must be sent again with one.
 */
export function chooseTransactionMessage(transactions: AwaitingProof[], again: boolean): string {
  const example = `BUKTI ${shortCode(transactions[0]?.id ?? 'a1b2c3d4')}`;
  const lead = again ? 'Anda punya beberapa transaksi yang menunggu pembayaran. Kirim ulang' : 'Kirim';
  return [
    `${lead} foto atau PDF bukti transfer dengan kode transaksinya sebagai keterangan, misalnya ${example}:`,
    ...transactions.map(
      (transaction) => `• ${shortCode(transaction.id)} — ${transaction.tutorName}, ${formatRupiah(transaction.totalPrice)}`,
    ),
  ].join('\n');
}
