import { isContactRevealed, type PaymentStatus } from '../transactions/statuses.ts';

// Contact details typed into free text (request and booking notes, names, tutor bios, reviews) are
// masked in what the other side sees until their transaction is PAID (docs/product.md#privacy-free-text,
// docs/decisions/030-contact-details-in-free-text.md). Pure: every view that shows such a text to a
// counterpart calls this one function, on the server.

export const HIDDEN_NUMBER = '[nomor disembunyikan]';
export const HIDDEN_CONTACT = '[kontak disembunyikan]';

// Hosts whose links reach a person: chat apps, social profiles, link-in-bio pages and the
// shorteners that can hide any of them. Other links (a Canva deck, a school site) stay.
const CONTACT_HOSTS = [
  'wa\\.me',
  'wa\\.link',
  'whatsapp\\.com',
  't\\.me',
  'telegram\\.(?:me|dog)',
  'line\\.me',
  'lin\\.ee',
  'instagram\\.com',
  'instagr\\.am',
  'facebook\\.com',
  'fb\\.(?:com|me)',
  'm\\.me',
  'tiktok\\.com',
  'twitter\\.com',
  'x\\.com',
  'linkedin\\.com',
  'discord\\.(?:gg|com)',
  'signal\\.me',
  's\\.id',
  'bit\\.ly',
  'tinyurl\\.com',
  'linktr\\.ee',
].join('|');
const CONTACT_LINK = new RegExp(`(?<![\\w@.-])(?:https?://)?(?:[a-z0-9-]+\\.)*(?:${CONTACT_HOSTS})(?![\\w-])(?:[/?#]\\S*)?`, 'giu');

const MAIL_PROVIDERS = 'gmail|googlemail|yahoo|ymail|rocketmail|hotmail|outlook|live|icloud|proton(?:mail)?|aol';
// 'budi @ gmail.com' has a space on both sides; 'follow @budi.les' is a handle, not an address.
const AT = String.raw`(?:@|\s@\s|\s*[([{]\s*(?:at|et)\s*[)\]}]\s*)`;
const DOT = String.raw`(?:\.|\s*[([{]\s*(?:dot|titik)\s*[)\]}]\s*)`;
const EMAIL = new RegExp(
  [
    // budi.s@gmail.com, budi @ sekolah.sch.id, budi[at]gmail[dot]com
    String.raw`(?<![\w.+-])[\w.+-]+${AT}[\w-]+(?:${DOT}[\w-]+)*${DOT}[a-z]{2,}\b`,
    // budi@gmail (no domain ending), budi at gmail dot com
    String.raw`(?<![\w.+-])[\w.+-]+(?:@|\s@\s)(?:${MAIL_PROVIDERS})\b`,
    String.raw`(?<![\w.+-])[\w.+-]+\s+(?:at|et)\s+(?:${MAIL_PROVIDERS})\s+(?:dot|titik)\s+[a-z]{2,}(?:\s+(?:dot|titik)\s+[a-z]{2,})?\b`,
  ].join('|'),
  'giu',
);

// 'IG: budi.les', 'ID Line budi_les', 'Telegram @budiles'. After a colon anything with a letter is
// a handle; after a space only what looks like one (an @, or a dot, underscore or digit in it), so
// 'line' or 'ig' in a sentence is left alone. A number after the keyword is the phone rule's.
const HANDLE_AFTER_KEYWORD = new RegExp(
  String.raw`\b(whatsapp|wa|instagram|insta|ig|line|telegram|tele|tg|facebook|fb|tiktok|twitter|discord|snapchat)\b(\s*[:=]\s*|\s+)(@?[\p{L}\d_](?:[\p{L}\d_.]*[\p{L}\d_])?)`,
  'giu',
);
const LOOKS_LIKE_HANDLE = /^@|[._\d]/u;

// '@budi.les' on its own; never '@ Rp 75.000' or '@75rb' (a price each) nor the middle of a word.
const BARE_HANDLE = /(?<![\w.@])@(?!rp\s?\d)[\p{L}_][\p{L}\d_.]*[\p{L}\d_]/giu;

// Phone numbers are read from runs of digits (or Indonesian digit words) joined by the separators
// people type between groups: '0812-3456-7890', '0 8 1 2 …', '(021) 555 1234', 'nol delapan …'.
const DIGIT_WORDS: Record<string, string> = {
  nol: '0',
  kosong: '0',
  satu: '1',
  dua: '2',
  tiga: '3',
  empat: '4',
  lima: '5',
  enam: '6',
  tujuh: '7',
  delapan: '8',
  sembilan: '9',
};
const DIGIT_TOKEN = new RegExp(String.raw`\d+|\b(?:${Object.keys(DIGIT_WORDS).join('|')})\b`, 'giu');
const GROUP_GAP = /^[ \t.\-–—_/()·•]{1,3}$/u;
const MAX_PHONE_DIGITS = 15;
// Numbers a phone is not: a time ('19.00'), a date ('12/08/2025', '2025-01-15'), and any link that
// is not a contact link (a design id in a Canva address is not a phone).
const NOT_A_PHONE = [
  /(?<![\d.:,])(?:[01]?\d|2[0-3])[.:][0-5]\d(?!\d|[.:]\d)/gu,
  /(?<![\d./-])(?:0?[1-9]|[12]\d|3[01])([./-])(?:0?[1-9]|1[0-2])\1(?:\d{4}|\d{2})(?!\d|[./-]\d)/gu,
  /(?<![\d-])\d{4}-\d{2}-\d{2}(?!\d)/gu,
  /\b(?:https?:\/\/|www\.)\S+/giu,
];

/**
 * A run of digits is a phone when it is an Indonesian mobile (08…, 62 8…, +62 8…, 10 to 13 digits
 * nationally), an Indonesian landline (0 + area code, 9 to 11 digits) or any international number
 * written with '+'. Prices, years, class numbers and student numbers start otherwise.
 */
function isPhone(written: string, plus: boolean): boolean {
  let digits = written;
  if (digits.startsWith('0062')) {
    digits = digits.slice(2);
    plus = true;
  }
  if (digits.startsWith('62')) {
    const national = digits.slice(2);
    return plus ? /^0?(?:8[1-9]\d{7,10}|[2-7]\d{7,9})$/u.test(national) : /^0?8[1-9]\d{7,10}$/u.test(national);
  }
  if (plus) return digits.length >= 8;
  return /^08[1-9]\d{7,10}$/u.test(digits) || /^0[2-7]\d{7,9}$/u.test(digits);
}

type Span = { start: number; end: number };

function phoneSpans(text: string): Span[] {
  const blocked = new Uint8Array(text.length);
  for (const pattern of NOT_A_PHONE) for (const m of text.matchAll(pattern)) blocked.fill(1, m.index, m.index + m[0].length);
  const tokens = [...text.matchAll(DIGIT_TOKEN)]
    .map((m) => ({ start: m.index, end: m.index + m[0].length, digits: DIGIT_WORDS[m[0].toLowerCase()] ?? m[0] }))
    .filter((token) => !blocked.subarray(token.start, token.end).includes(1));
  // joined[i]: token i continues the number token i - 1 began.
  const joined = tokens.map((token, i) => i > 0 && GROUP_GAP.test(text.slice(tokens[i - 1]!.end, token.start)));
  const spans: Span[] = [];
  for (let first = 0; first < tokens.length;) {
    const prefix = /(?:\+\s?\(?|\(\+?)$/u.exec(text.slice(Math.max(0, tokens[first]!.start - 3), tokens[first]!.start))?.[0] ?? '';
    const plus = prefix.includes('+');
    let digits = '';
    let last = -1;
    // The longest run from here that reads as a phone: '0812 3456 7890' rather than '0812 3456 78'.
    // Without '+' a phone starts with 0 or 62; other runs are passed over at once.
    if (plus || /^[06]/u.test(tokens[first]!.digits)) {
      for (let next = first; next < tokens.length && (next === first || joined[next]); next += 1) {
        digits += tokens[next]!.digits;
        if (digits.length > MAX_PHONE_DIGITS) break;
        if (isPhone(digits, plus)) last = next;
      }
    }
    if (last < 0) {
      first += 1;
      continue;
    }
    const start = tokens[first]!.start - prefix.length;
    let end = tokens[last]!.end;
    // '(021 555 1234)' leaves no stray bracket after the mask.
    const written = text.slice(start, end);
    if (text[end] === ')' && written.split('(').length > written.split(')').length) end += 1;
    spans.push({ start, end });
    first = last + 1;
  }
  return spans;
}

function replaceSpans(text: string, spans: Span[], placeholder: string): string {
  let out = '';
  let at = 0;
  for (const span of spans) {
    out += text.slice(at, span.start) + placeholder;
    at = span.end;
  }
  return out + text.slice(at);
}

/**
 * `text` with every phone number, e-mail address, contact link and chat handle in it replaced by
 * HIDDEN_NUMBER or HIDDEN_CONTACT; everything else as written. Null stays null.
 */
export function maskContactDetails<T extends string | null>(text: T): T {
  if (text === null) return text;
  const masked = (text as string)
    .replace(EMAIL, HIDDEN_CONTACT)
    .replace(CONTACT_LINK, HIDDEN_CONTACT)
    .replace(HANDLE_AFTER_KEYWORD, (whole: string, keyword: string, gap: string, handle: string) => {
      const afterColon = /[:=]/u.test(gap);
      const isHandle = /\p{L}/u.test(handle) && (afterColon || LOOKS_LIKE_HANDLE.test(handle));
      return isHandle ? `${keyword}${gap}${HIDDEN_CONTACT}` : whole;
    })
    .replace(BARE_HANDLE, HIDDEN_CONTACT);
  return replaceSpans(masked, phoneSpans(masked), HIDDEN_NUMBER) as T;
}

/**
 * How a viewer reads a free text: its author and admins as written; the other side of a
 * transaction as written only while it is PAID (the phones are revealed then too); anyone else masked.
 */
export type TextView = 'as-written' | 'masked';

/** The other side's view, from the payment of the transaction between them (none: not paid). */
export const counterpartView = (payment: PaymentStatus | null | undefined): TextView =>
  payment && isContactRevealed(payment) ? 'as-written' : 'masked';

export const shownText = <T extends string | null>(text: T, view: TextView): T => (view === 'masked' ? maskContactDetails(text) : text);
