// What both chat bots say in the same words (docs/product.md#chat-bots). Each channel's own texts
// are in telegram-texts.ts and whatsapp-texts.ts beside this file; no chat text lives elsewhere.

export const PROOF_RECEIVED = 'Bukti diterima, akan diverifikasi dalam 3-4 jam.';

/** The answer to anything that failed unexpectedly: never a stack or an internal message. */
export const GENERIC_FAILURE = 'Maaf, terjadi kesalahan. Silakan coba lagi.';
