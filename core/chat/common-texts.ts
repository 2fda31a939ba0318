// What both chat bots say in the same words (docs/product.md#chat-bots). Each channel's own texts
// are in telegram-texts.ts and whatsapp-texts.ts beside this file; no chat text lives elsewhere.

export const PROOF_RECEIVED = 'Bukti diterima, akan diverifikasi dalam 3-4 jam.';

/** The answer to anything that failed unexpectedly: never a stack or an internal message. */
export const GENERIC_FAILURE = 'Maaf, terjadi kesalahan. Silakan coba lagi.';

type LinkChannelName = 'Telegram' | 'WhatsApp';

/**
 * Asked before a code links a chat (docs/decisions/041): a code or a t.me link can come from
 * someone else, so the chat names the account it would join, and the one it would leave.
 */
export function linkAskText(channel: LinkChannelName, preview: { account: string; leaves: string | null }): string {
  return [
    `Hubungkan ${channel} ini ke akun Ajarin ${preview.account}?`,
    ...(preview.leaves ? [`${channel} ini sekarang terhubung ke akun ${preview.leaves} dan akan lepas dari akun itu.`] : []),
    `Lanjutkan hanya jika Anda sendiri yang membuat ${channel === 'Telegram' ? 'tautan' : 'kode'} ini di halaman Akun.`,
  ].join('\n');
}

/** Said after a link that moved the chat away from another account. */
export const linkLeftText = (channel: LinkChannelName, leftAccount: string) =>
  `${channel} ini tidak lagi terhubung ke akun ${leftAccount}.`;

export const LINK_CONSENT_TEXTS = {
  yes: 'Ya, Hubungkan',
  no: 'Batal',
  cancelled: 'Tidak jadi dihubungkan. Tidak ada yang berubah.',
  whatsappConfirm: 'Balas YA untuk menghubungkan.',
} as const;
