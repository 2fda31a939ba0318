import { serverMessage } from '../../lib/server-message.ts';

// The feedback pages' own texts (docs/product.md#feedback); the form's and the server's are in core.

export const FEEDBACK_TEXTS = {
  historyTitle: 'Riwayat Feedback dan Report',
  loading: 'Memuat data...',
  empty: 'Anda belum pernah mengirimkan feedback atau laporan',
  answered: 'Sudah direspon',
  unanswered: 'Belum direspon',
  adminReply: 'Respon Admin',
  noReply: 'Belum ada respon dari admin.',
  sendFailed: (reason: string) => `Gagal mengirim: ${reason}`,
  listFailed: (reason: string) => `Gagal mengambil data feedback: ${reason}`,
  detailFailed: (reason: string) => `Gagal mengambil detail: ${reason}`,
} as const;

/** The {reason} of the spec's failure toasts: the server's message, or a plain fallback. */
export const reasonOf = (error: unknown): string => serverMessage(error) ?? 'Terjadi kesalahan. Silakan coba lagi.';
