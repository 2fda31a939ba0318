import { digitTokens, isLetter, type DigitToken } from './digit-tokens.ts';
import type { Span } from './spans.ts';

// Phone numbers in a shadow text (shadow-text.ts): a run of number tokens joined by what people
// type between the groups of a number, read as a phone when its digits have a phone's shape.

const MAX_PHONE_DIGITS = 15;

// Between the groups of one number. Tight: up to three spaces, dots, dashes, slashes or brackets
// ('0812-3456-7890', '(021) 555', '0812...3456'). Loose: any run of separators (a newline, a comma,
// '*', '|', '~', '+', many spaces) or up to three short words ('0812 3456 dan belakangnya 7890').
const TIGHT_GAP = /^[ \t._/()·•\p{Pd}]{0,3}$/u;
const SEPARATORS = String.raw`[\s\p{P}\p{S}\uFFFD]`;
const LOOSE_GAP = new RegExp(`^${SEPARATORS}{1,16}$|^${SEPARATORS}{1,6}(?:\\p{L}{1,15}${SEPARATORS}{1,6}){1,3}$`, 'u');
// Words that count things: a number before them is a quantity and never the next group of a phone.
const QUANTITY_WORDS = new Set(
  'kali jam menit orang org siswa murid anak kelas smp sma sd smk tahun thn bulan bln minggu hari pertemuan sesi soal halaman hal bab rb ribu k jt juta rp persen nilai skor poin tanggal tgl pukul'.split(
    ' ',
  ),
);

// Numbers that are not phones though their digits could be: a time ('19.00'), a date
// ('12/08/2025', '2025-01-15'), an ISBN, money grouped in thousands ('+12.500.000').
const NOT_A_PHONE = [
  /(?<![\d.:,])(?:[01]?\d|2[0-3])[.:][0-5]\d(?!\d|[.:]\d)/gu,
  /(?<![\d./-])(?:0?[1-9]|[12]\d|3[01])([./-])(?:0?[1-9]|1[0-2])\1(?:\d{4}|\d{2})(?!\d|[./-]\d)/gu,
  /(?<![\d-])\d{4}-\d{2}-\d{2}(?!\d)/gu,
  /\bisbn(?:-?1[03])?\s?:?\s?(?:\d[\d -]{8,16}[\dx])/gu,
  /(?<![\d-])97[89][- ]\d{1,5}[- ]\d{1,7}[- ]\d{1,7}[- ][\dx](?![\d-])/gu,
  /(?<![\d.,])(?!0|62)\d{1,3}(?:\.\d{3}){2,}(?:,\d{1,2})?(?![\d.])/gu,
];

// A word that announces a number ('WA 812…', 'hp:0812', 'wa0812', 'nomor hp saya 812…'): the
// number may leave out the 0.
const PHONE_KEYWORD =
  /(?:^|[^\p{L}])(?:wa|whatsapp|whatsap|watsap|wasap|hp|hape|telp|tlp|telpon|telepon|tel|phone|mobile|nomor|nomer|nmr|no|kontak|contact|cp|hub|hubungi|call|sms|ph|japri|chat)(?:nya|ku)?(?:[^\p{L}\p{N}]{1,4}(?:saya|aku|ku|gw|gue|ane|kami|nya|di|ke|ya|yaitu|adalah|wa|hp|aktif)){0,2}[^\p{L}\p{N}]{0,4}$/u;

type Shape = { plus: boolean; keyword: boolean; loose: boolean; groups: number };

function isPhone(written: string, { plus, keyword, loose, groups }: Shape): boolean {
  let digits = written;
  if (digits.startsWith('0062')) {
    digits = digits.slice(2);
    plus = true;
  }
  if (digits.startsWith('62')) {
    const national = digits.slice(2);
    if (/^0?8[1-9]\d{7,10}$/u.test(national)) return true;
    return plus && !loose && /^0?[2-7]\d{7,9}$/u.test(national);
  }
  if (/^08[1-9]\d{7,10}$/u.test(digits)) return true;
  if (keyword && /^8[1-9]\d{7,10}$/u.test(digits)) return true;
  // '812-3456-7890' with its 0 left out: grouped as a mobile is, three groups or more, no word between.
  if (!loose && groups >= 3 && /^8[1-9]\d{8,10}$/u.test(digits)) return true;
  if (loose) return false;
  if (plus) return digits.length >= 8;
  return /^0[2-7]\d{7,9}$/u.test(digits);
}

/** '0 2 4 6 8 10 12' and '1, 2, 3, 4' are sequences; '08, 12, 15, 20' a list of dates. */
function isSequence(tokens: DigitToken[]): boolean {
  if (tokens.length < 4) return false;
  const values = tokens.map((token) => Number(token.digits));
  const step = values[1]! - values[0]!;
  if (values.every((value, i) => i === 0 || value - values[i - 1]! === step)) return true;
  return tokens.every((token, i) => token.digits.length <= 2 && values[i]! <= 31 && (i === 0 || values[i]! > values[i - 1]!));
}

type Join = 'tight' | 'loose' | 'break';

function joinOf(text: string, before: DigitToken, after: DigitToken): Join {
  const gap = text.slice(before.end, after.start);
  if (TIGHT_GAP.test(gap)) return 'tight';
  // An '=' or a '×' makes the numbers a sum ('08 + 12 = 20'), never one phone.
  if (gap.length > 40 || /[=×÷^%]/u.test(gap) || !LOOSE_GAP.test(gap)) return 'break';
  const words = gap.match(/\p{L}+/gu) ?? [];
  return words.some((word) => QUANTITY_WORDS.has(word)) ? 'break' : 'loose';
}

export function phoneSpans(text: string): Span[] {
  const blocked = new Uint8Array(text.length + 1);
  for (const pattern of NOT_A_PHONE) for (const m of text.matchAll(pattern)) blocked.fill(1, m.index, m.index + m[0].length);
  // A number inside a time, a date or an ISBN is left out; its digits in a gap end the run.
  const tokens = digitTokens(text).filter((token) => !blocked.subarray(token.start, token.end).includes(1));
  const joins: Join[] = tokens.map((token, i) => (i === 0 ? 'break' : joinOf(text, tokens[i - 1]!, token)));

  const spans: Span[] = [];
  for (let first = 0; first < tokens.length;) {
    const head = tokens[first]!;
    const before = text.slice(Math.max(0, head.start - 25), head.start);
    const prefix = /(?:\+\s?\(?|\(\+?)$/u.exec(before)?.[0] ?? '';
    const plus = prefix.includes('+');
    const keyword = PHONE_KEYWORD.test(before);
    // 'DAF0812345678' (a design id in a link) is glued to a word; 'wa0812…' to a keyword.
    const glued = !head.word && isLetter(text[head.start - 1]) && !keyword;
    // 'Rp 850 1000 1200' is a list of prices, not a mobile without its 0.
    const money = /(?:rp|idr)\.?\s?$/u.test(before);
    let last = -1;
    const bareMobile = !money && /^8[1-9]\d$/u.test(head.digits);
    if (!glued && (plus || /^(?:0|62)/u.test(head.digits) || (keyword && head.digits.startsWith('8')) || bareMobile)) {
      let digits = '';
      let loose = false;
      for (let next = first; next < tokens.length && (next === first || joins[next] !== 'break'); next += 1) {
        digits += tokens[next]!.digits;
        if (digits.length > MAX_PHONE_DIGITS) break;
        if (next > first && joins[next] === 'loose') loose = true;
        const shape = { plus, keyword, loose, groups: next - first + 1 };
        if (isPhone(digits, shape) && !isSequence(tokens.slice(first, next + 1))) last = next;
      }
    }
    if (last < 0) {
      first += 1;
      continue;
    }
    const start = head.start - prefix.length;
    let end = tokens[last]!.end;
    // '(021 555 1234)' leaves no stray bracket after the mask.
    const written = text.slice(start, end);
    if (text[end] === ')' && written.split('(').length > written.split(')').length) end += 1;
    spans.push({ start, end, label: 'number' });
    first = last + 1;
  }
  return spans;
}
