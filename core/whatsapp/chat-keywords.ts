import { isUuid } from '../validation/uuid.ts';
import { parseShortCode } from './short-codes.ts';

// The menu's WhatsApp keywords (docs/product.md#chat-commands), read in any case and spacing like
// keywords.ts's. Their longer forms ('CAIR A1B2C3D4 YA', 'PENGATURAN 2', 'PERMINTAAN <id>') are what
// a numbered reply or a YA stands for (bot/whatsapp/chat-choices.ts); typed out they do the same.

export type ChatKeyword =
  | { kind: 'menu' }
  /** The open requests, after the one named (the next page), or from the newest. */
  | { kind: 'requests'; after: string | null }
  | { kind: 'balance' }
  /** A payout of the class a code names: asked (a confirmation), or confirmed with YA; no code: how to use it. */
  | { kind: 'payout'; code: string | null; confirmed: boolean }
  | { kind: 'availability'; available: boolean }
  /** This chat's notification switches; a number switches that one. */
  | { kind: 'settings'; choice: number | null }
  | { kind: 'unlink'; confirmed: boolean };

const isYes = (word: string | undefined) => word?.toUpperCase() === 'YA';

/** The menu keyword a message is, or null when it is none of them (another feature's, or unknown). */
export function parseChatKeyword(text: string): ChatKeyword | null {
  const [first = '', ...rest] = text.trim().split(/\s+/);
  const alone = rest.length === 0;
  switch (first.toUpperCase()) {
    case 'MENU':
      return alone ? { kind: 'menu' } : null;
    case 'PERMINTAAN':
      if (alone) return { kind: 'requests', after: null };
      return rest.length === 1 && isUuid(rest[0]!) ? { kind: 'requests', after: rest[0]!.toLowerCase() } : null;
    case 'SALDO':
      return alone ? { kind: 'balance' } : null;
    case 'CAIR': {
      if (rest.length > 2 || (rest.length === 2 && !isYes(rest[1]))) return null;
      return { kind: 'payout', code: rest[0] ? parseShortCode(rest[0]) : null, confirmed: isYes(rest[1]) };
    }
    case 'SIBUK':
    case 'TERSEDIA':
      return alone ? { kind: 'availability', available: first.toUpperCase() === 'TERSEDIA' } : null;
    case 'PENGATURAN':
      if (alone) return { kind: 'settings', choice: null };
      return rest.length === 1 && /^\d{1,2}$/.test(rest[0]!) ? { kind: 'settings', choice: Number(rest[0]) } : null;
    case 'PUTUS':
      if (alone) return { kind: 'unlink', confirmed: false };
      return rest.length === 1 && isYes(rest[0]) ? { kind: 'unlink', confirmed: true } : null;
    default:
      return null;
  }
}
