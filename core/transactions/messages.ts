import { VERIFICATION_WINDOW } from './labels.ts';

// User-facing texts of the bookings and money flows: docs/product.md's Indonesian where it gives
// one, short plain Indonesian where it only names the situation.

export const TRANSACTION_MESSAGES = {
  notFound: 'Transaksi Tidak Ditemukan',
  tutorNotFound: 'Tidak dapat menemukan tutor yang Anda cari.',
  tutorUnavailableTitle: 'Tutor Tidak Tersedia',
  tutorUnavailable: 'Kamu tidak bisa memesan tutor dikarenakan tutor sedang tidak aktif.',
  uniqueCodesExhausted: 'Terlalu banyak pembayaran yang sedang menunggu saat ini. Silakan coba lagi beberapa saat lagi.',
  subjectNotTaught: 'Mata pelajaran yang dipilih tidak diajarkan oleh tutor ini.',
  bookingCreated: 'Berhasil memesan tutor! Melihat detail transaksi.',

  cancelled: 'Transaksi telah dibatalkan',
  refundRequested: 'Pembayaran dibatalkan dan dana akan dikembalikan.',
  markedDone: 'Kelas telah ditandai selesai',
  // The web's failure titles of the customer's buttons (docs/product.md#transaction-actions); the spec gives mark-done's in English.
  cancelFailed: 'Gagal membatalkan transaksi',
  refundFailed: 'Gagal memproses refund',
  markDoneFailed: 'Failed to mark class as completed',
  proofUploaded: `Bukti pembayaran berhasil diunggah dan akan diverifikasi dalam ${VERIFICATION_WINDOW}.`,
  reviewSaved: 'Terima kasih atas ulasan Anda!',
  payoutRequested: 'Permintaan pencairan berhasil diajukan.',

  alreadyCancelled: 'Transaksi sudah dibatalkan.',
  expired: 'Transaksi sudah kedaluwarsa karena tidak dibayar sebelum batas waktu.',
  proofPending: 'Bukti pembayaran sedang diverifikasi.',
  alreadyPaid: 'Pembayaran sudah diverifikasi.',
  cancelPaid: 'Transaksi yang sudah dibayar tidak dapat dibatalkan.',
  refundNotPaid: 'Refund hanya dapat diajukan untuk transaksi yang sudah dibayar.',
  refundClassDone: 'Kelas sudah selesai, refund tidak dapat diajukan.',
  refundAlreadyRequested: 'Refund sudah diajukan.',
  alreadyRefunded: 'Dana sudah dikembalikan.',
  noRefundRequest: 'Tidak ada pengajuan refund untuk transaksi ini.',
  doneNotPaid: 'Kelas hanya dapat ditandai selesai setelah pembayaran diverifikasi.',
  alreadyDone: 'Kelas sudah ditandai selesai.',
  reviewClassNotDone: 'Ulasan hanya dapat dikirim setelah kelas selesai.',
  reviewExists: 'Ulasan sudah dikirim.',
  decidedByOtherAdmin: 'Sudah diproses oleh admin lain.',
  proofNotFound: 'Bukti pembayaran tidak ditemukan.',
  receiptNotYet: 'Kwitansi tersedia setelah pembayaran terverifikasi.',

  payoutNotReady: 'Pencairan hanya dapat diajukan setelah pembayaran terverifikasi dan kelas selesai.',
  payoutExists: 'Pencairan sudah diajukan.',
  payoutDone: 'Pencairan sudah selesai.',
  payoutNotApproved: 'Pencairan harus disetujui terlebih dahulu.',
  payoutNotFound: 'Pencairan tidak ditemukan.',
  bankAccountRequired: 'Nomor rekening harus diisi',

  fileTooLarge: 'Ukuran file terlalu besar. Maksimum 750KB diperbolehkan.',
  fileType: 'Hanya file gambar atau PDF yang diperbolehkan.',
  fileMissing: 'Pilih file bukti pembayaran terlebih dahulu.',
  imageTooLarge: 'Resolusi gambar terlalu besar.',
  imageQueueFull: 'Server sedang sibuk memproses unggahan. Silakan coba lagi beberapa saat lagi.',
} as const;
