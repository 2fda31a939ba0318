import type { Channel } from '../notifications/channels.ts';

// Linking an account to a Telegram or WhatsApp chat (docs/product.md#chat-links): the shapes the
// api, the bots and the /akun page share, and the code formats a bot may recognise in a message.

export const CHAT_CHANNELS = ['telegram', 'whatsapp'] as const satisfies readonly Channel[];
export type ChatChannel = (typeof CHAT_CHANNELS)[number];

export const isChatChannel = (value: unknown): value is ChatChannel => (CHAT_CHANNELS as readonly unknown[]).includes(value);

/** How long a linking code is valid. */
export const LINK_CODE_TTL_MINUTES = 30;

/** Telegram: the deep-link payload `t.me/<bot>?start=<token>` (Telegram allows ≤ 64 of these). */
export const TELEGRAM_LINK_TOKEN = /^[A-Za-z0-9_-]{32}$/;
/** WhatsApp: typed by hand, so upper-case letters and digits without look-alikes (0/O, 1/I/L). */
export const WHATSAPP_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const WHATSAPP_LINK_CODE = new RegExp(`^[${WHATSAPP_CODE_ALPHABET}]{8}$`);

export const CHAT_LINK_MESSAGES = {
  invalidCode: 'Kode tidak valid atau sudah kedaluwarsa. Buat kode baru di halaman Akun.',
  invalidChannel: 'Kanal tidak dikenal. Pilih Telegram atau WhatsApp.',
  channelOff: 'Kanal ini belum tersedia di Ajarin.',
} as const;

/** One linked chat as its owner sees it on /akun: never the code, its hash or the chat id. */
export type AccountChat = {
  channel: ChatChannel;
  linkedAt: string;
  mutedAt: string | null;
  blockedAt: string | null;
};

/** A code just made for the signed-in user; the API adds how to use it. */
export type LinkCode = { channel: ChatChannel; code: string; expiresAt: string };

/** GET /api/account/chats: each chat channel, whether this deployment runs it, and the user's link. */
export type AccountChannel = { channel: ChatChannel; enabled: boolean; link: AccountChat | null };

/** POST /api/account/chats/:channel/code: Telegram opens the bot by `deepLink`; WhatsApp shows `instruction`. */
export type LinkCodeView = LinkCode & { deepLink?: string; instruction?: string };

export const telegramDeepLink = (botUsername: string, token: string) => `https://t.me/${botUsername}?start=${token}`;
export const whatsappInstruction = (code: string, number: string) => `Kirim "LINK ${code}" ke ${number}`;
/** wa.me opens a chat with the number and the message typed in, ready to send. */
export const whatsappDeepLink = (code: string, number: string) => `https://wa.me/${number}?text=${encodeURIComponent(`LINK ${code}`)}`;

// The buttons under the question `/start <token>` asks (docs/decisions/041), ≤ 64 bytes: 'Ya,
// Hubungkan' carries the question's nonce, never the token; the nonce counts only from the chat
// that was asked.
export const linkYesCallback = (nonce: string) => `ln:${nonce}`;
export const LINK_NO_CALLBACK = 'ln-batal';
const LINK_NONCE = /^[A-Za-z0-9_-]{12}$/;

/** The question nonce a 'Ya, Hubungkan' carries, or null for anything else. */
export function parseLinkYesCallback(data: string | undefined): string | null {
  const nonce = data?.startsWith('ln:') ? data.slice(3) : '';
  return LINK_NONCE.test(nonce) ? nonce : null;
}
