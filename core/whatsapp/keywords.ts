import { parseShortCode } from './short-codes.ts';

// What a WhatsApp message asks for (docs/product.md#chat-whatsapp). Keywords are read in any case,
// with any spacing; the reply to anything else is a short help.

export type WhatsAppCommand =
  /** `LINK <kode>` asks which account the chat would join; `LINK <kode> YA` (what YA stands for) links it. */
  | { kind: 'link'; code: string; confirmed: boolean }
  | { kind: 'join'; code: string | null }
  | { kind: 'proof'; code: string | null }
  | { kind: 'help' }
  | { kind: 'mute' }
  | { kind: 'unmute' }
  | { kind: 'unknown' };

const KEYWORDS: Record<string, WhatsAppCommand['kind']> = {
  LINK: 'link',
  IKUT: 'join',
  BUKTI: 'proof',
  BANTUAN: 'help',
  BERHENTI: 'mute',
  STOP: 'mute',
  MULAI: 'unmute',
};

/** A text message (or a media caption): its first word is the keyword, the second its code. */
export function parseCommand(text: string): WhatsAppCommand {
  const [first = '', second = '', ...rest] = text.trim().split(/\s+/);
  const kind = KEYWORDS[first.toUpperCase()];
  if (kind === 'link' && second && rest.length === 1 && rest[0]!.toUpperCase() === 'YA') return { kind, code: second, confirmed: true };
  if (!kind || rest.length > 0) return { kind: 'unknown' };
  switch (kind) {
    // The linking code's own format is checked where it is consumed (services/chat-links).
    case 'link':
      return second ? { kind, code: second, confirmed: false } : { kind: 'unknown' };
    case 'join':
    case 'proof':
      return { kind, code: second ? parseShortCode(second) : null };
    default:
      return second ? { kind: 'unknown' } : { kind };
  }
}

export type CaptionCode = { kind: 'code'; code: string } | { kind: 'none' } | { kind: 'malformed' };

/**
 * The transaction a proof's caption names: 'BUKTI A1B2C3D4', or the code alone. Any other caption
 * names none (then one awaiting transaction is enough to know which); 'BUKTI' with a code that
 * cannot be one is malformed, never a guess.
 */
export function proofCodeOfCaption(caption: string): CaptionCode {
  const trimmed = caption.trim();
  const alone = parseShortCode(trimmed);
  if (alone) return { kind: 'code', code: alone };
  const [first = '', second] = trimmed.split(/\s+/);
  if (first.toUpperCase() !== 'BUKTI' || !second) return { kind: 'none' };
  const command = parseCommand(trimmed);
  return command.kind === 'proof' && command.code ? { kind: 'code', code: command.code } : { kind: 'malformed' };
}
