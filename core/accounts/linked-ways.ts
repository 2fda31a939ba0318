import { z } from 'zod';

// What a password reset shows before the new password is saved (docs/decisions/041): the other
// ways into the account (Google, and the Telegram chat, which opens a session from the Mini App)
// and the linked chats, so someone who lost control of the account can cut what another person
// may have added. The ones chosen are removed with the new password, in one transaction.

export const LINKED_WAYS = ['google', 'telegram', 'whatsapp'] as const;
export type LinkedWay = (typeof LINKED_WAYS)[number];

/** The account's linked ways; Google's address masked. */
export type LinkedWays = { google: string | null; telegram: boolean; whatsapp: boolean };

const UNKNOWN_WAY = 'Pilihan yang akan diputuskan tidak dikenal.';
export const removeLinkedWaysSchema = z
  .array(z.enum(LINKED_WAYS, { error: UNKNOWN_WAY }), { error: UNKNOWN_WAY })
  .max(LINKED_WAYS.length, UNKNOWN_WAY)
  .default([]);

export const LINKED_WAYS_TEXTS = {
  intro: 'Akun ini juga terhubung dengan yang berikut. Centang yang tidak Anda kenali untuk diputuskan bersama password baru:',
  google: (email: string) => `Masuk dengan Google (${email})`,
  telegram: 'Telegram (bisa membuka Ajarin dari bot)',
  whatsapp: 'WhatsApp (menerima notifikasi)',
  removed: 'Yang Anda centang sudah diputuskan.',
} as const;
