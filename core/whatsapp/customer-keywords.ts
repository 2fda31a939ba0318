import { parseShortCode } from './short-codes.ts';

// The customers' keywords on WhatsApp (docs/product.md#customers-in-the-chat), read like the others
// in keywords.ts: any case, any spacing. A keyword with a code it cannot take is `code: null`, so
// the bot answers with the usage instead of guessing.

export type CustomerCommand =
  | { kind: 'choose'; requestCode: string | null; tutorCode: string | null }
  | { kind: 'yes' }
  | { kind: 'cancel' }
  | { kind: 'transactions' }
  | { kind: 'next' }
  | { kind: 'done'; code: string | null }
  | { kind: 'draft' };

const ALONE: Record<string, CustomerCommand> = {
  YA: { kind: 'yes' },
  BATAL: { kind: 'cancel' },
  TRANSAKSI: { kind: 'transactions' },
  BERIKUTNYA: { kind: 'next' },
  MINTA: { kind: 'draft' },
};

/** The customer keyword a text is, or null when it is none of them. */
export function parseCustomerCommand(text: string): CustomerCommand | null {
  const words = text.trim().split(/\s+/);
  const keyword = (words[0] ?? '').toUpperCase();
  const codes = words.slice(1);
  if (keyword === 'PILIH') {
    const [requestCode, tutorCode] = codes.length === 2 ? codes.map(parseShortCode) : [null, null];
    return { kind: 'choose', requestCode: requestCode ?? null, tutorCode: tutorCode ?? null };
  }
  if (keyword === 'SELESAI') return { kind: 'done', code: codes.length === 1 ? parseShortCode(codes[0]!) : null };
  const alone = ALONE[keyword];
  return alone && codes.length === 0 ? alone : null;
}
