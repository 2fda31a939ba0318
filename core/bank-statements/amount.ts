// Amounts as internet-banking exports write them: 'Rp 1.500.123', '1,500,123.00', '1.500.123,00',
// '150000.00 CR', '-25.000'. Rupiah transfers are whole; a fractional amount (interest, tax) is kept
// exactly (two decimals) and simply never equals an amount due.

export type Direction = 'CREDIT' | 'DEBIT';
export type ParsedAmount = { amount: number; direction: Direction | null };

const SUFFIX = /(?<=[\d\s])(CR|DB|DR|D|K|C)\.?\s*$/i;

function directionOf(mark: string): Direction {
  return /^(CR|C|K)/i.test(mark) ? 'CREDIT' : 'DEBIT';
}

/** The decimal separator is the last of '.' or ',' when both appear, or a lone one followed by 1–2 digits. */
function toNumber(digits: string): number | null {
  if (!/^[\d.,]+$/.test(digits) || !/\d/.test(digits)) return null;
  const lastDot = digits.lastIndexOf('.');
  const lastComma = digits.lastIndexOf(',');
  let whole = digits;
  let fraction = '';
  const last = Math.max(lastDot, lastComma);
  if (last >= 0) {
    const separator = digits[last] as string;
    const tail = digits.slice(last + 1);
    const onlyOne = digits.indexOf(separator) === last && (lastDot < 0 || lastComma < 0);
    const isDecimal = (lastDot >= 0 && lastComma >= 0) || (onlyOne && tail.length >= 1 && tail.length <= 2);
    if (isDecimal) {
      whole = digits.slice(0, last);
      fraction = tail;
    }
  }
  // Mandiri writes an empty column as '.00'.
  const thousands = whole === '' && fraction !== '' ? '0' : whole.replace(/[.,]/g, '');
  if (!/^\d+$/.test(thousands) || !/^\d{0,2}$/.test(fraction)) return null;
  if (whole !== '' && whole !== thousands && !/^\d{1,3}([.,]\d{3})*$/.test(whole)) return null;
  const cents = Number(thousands) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents / 100 : null;
}

/** Null when the text is not an amount. The sign or a CR/DB suffix gives the direction, if present. */
export function parseAmount(raw: string): ParsedAmount | null {
  let text = raw.replace(/\u00a0/g, ' ').trim();
  let direction: Direction | null = null;
  const suffix = SUFFIX.exec(text);
  if (suffix && /\d/.test(text.slice(0, suffix.index))) {
    direction = directionOf(suffix[1] as string);
    text = text.slice(0, suffix.index);
  }
  text = text.replace(/^(-?)\s*(Rp\.?|IDR)\s*/i, '$1').replace(/\s+/g, '');
  if (text.startsWith('-')) {
    direction = 'DEBIT';
    text = text.slice(1);
  } else if (text.startsWith('+')) {
    text = text.slice(1);
  }
  text = text.replace(/^(Rp\.?|IDR)/i, '');
  const amount = toNumber(text);
  return amount === null ? null : { amount, direction };
}

/** 'CR', 'Cr.', 'K', 'Kredit', 'credit' → CREDIT; 'DB', 'Db.', 'D', 'Debet', 'debit' → DEBIT. */
export function parseDirection(raw: string): Direction | null {
  const text = raw.trim().replace(/\.$/, '').toUpperCase();
  if (['CR', 'C', 'K', 'KREDIT', 'CREDIT'].includes(text)) return 'CREDIT';
  if (['DB', 'DR', 'D', 'DEBET', 'DEBIT'].includes(text)) return 'DEBIT';
  return null;
}
