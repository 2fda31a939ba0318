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
  'kali jam menit orang org siswa murid anak kelas smp sma sd smk smpn sman sdn smkn mts man tahun thn bulan bln minggu hari pertemuan sesi soal halaman hal bab rb ribu k jt juta rp idr persen angkatan lulusan nim nik nis nisn npsn nip npwp rek rekening kode pos isbn issn rt rw januari februari maret april mei juni juli agustus september oktober november desember jan feb mar apr jun jul agu agt ags sep okt nov des nilai skor poin tanggal tgl pukul'.split(
    ' ',
  ),
);

// Labels of numbers that are not phones: what follows them starts no phone.
const LABELLED =
  /(?:^|[^\p{L}])(?:nim|nik|nis|nisn|npsn|nip|npwp|rek|rekening|pos|isbn|issn|kode|ruang|kamar|nilai|skor)[^\p{L}\p{N}]{0,4}$/u;

// Numbers that are not phones though their digits could be: a time ('19.00'), a date
// ('12/08/2025', '2025-01-15'), an ISBN, money grouped in thousands ('+12.500.000').
const NOT_A_PHONE = [
  /(?<![\d.:,])(?:[01]?\d|2[0-3])[.:][0-5]\d(?!\d|[.:]\d)/gu,
  /(?<![\d./-])(?:0?[1-9]|[12]\d|3[01])([./-])(?:0?[1-9]|1[0-2])\1(?:\d{4}|\d{2})(?!\d|[./-]\d)/gu,
  /(?<![\d-])\d{4}-\d{2}-\d{2}(?!\d)/gu,
  /\bisbn(?:-?1[03])?\s?:?\s?(?:\d[\d -]{8,16}[\dx])/gu,
  /(?<![\d-])97[89][- ]\d{1,5}[- ]\d{1,7}[- ]\d{1,7}[- ][\dx](?![\d-])/gu,
  /(?<![\d.,])(?!0|62)\d{1,3}(?:\.\d{3}){2,}(?:,\d{1,2})?(?!\d|\.\d)/gu,
];

// A word that announces a number ('WA 812…', 'hp:0812', 'wa0812', 'nomor hp saya 812…'): the
// number may leave out the 0.
const PHONE_KEYWORD =
  /(?:^|[^\p{L}])(?:wa|whatsapp|whatsap|watsap|wasap|hp|hape|telp|tlp|telpon|telepon|tel|phone|mobile|nomor|nomer|nmr|no|kontak|contact|cp|hub|hubungi|call|sms|ph|japri|chat)(?:nya|ku)?(?:[^\p{L}\p{N}]{1,4}(?:saya|aku|ku|gw|gue|ane|kami|nya|di|ke|ya|yaitu|adalah|wa|hp|aktif)){0,2}[^\p{L}\p{N}]{0,4}$/u;

type Shape = {
  plus: boolean;
  keyword: boolean;
  /** Some group is joined by more than a space, a dot, a dash or a slash. */
  loose: boolean;
  /** Some group is joined across words ('0812 3456 dan belakangnya 7890'). */
  worded: boolean;
  /** Three or more groups of three or four digits: '812-3456-7890'. */
  grouped: boolean;
  /** Starts with an area code of its own: '(022)\n7654321'. */
  areaCode: boolean;
};

function isPhone(written: string, { plus, keyword, loose, worded, grouped, areaCode }: Shape): boolean {
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
  // Without its 0, a mobile needs a word that announces it ('WA 812…') or a mobile's grouping.
  if (keyword && !worded && /^8[1-9]\d{7,10}$/u.test(digits)) return true;
  if (grouped && !loose && /^8[1-9]\d{8,10}$/u.test(digits)) return true;
  if (worded || (loose && !areaCode)) return false;
  if (plus) return !loose && digits.length >= 8;
  return /^0[2-7]\d{7,9}$/u.test(digits);
}

/** '0 2 4 6 8 10 12' and '021, 022, 023' are sequences; '08, 12, 15, 20' a list of dates. */
function isSequence(tokens: DigitToken[]): boolean {
  if (tokens.length < 3) return false;
  const values = tokens.map((token) => Number(token.digits));
  const step = values[1]! - values[0]!;
  // Three numbers in a row only count as a sequence in small steps: a phone's groups may step too.
  const counted = tokens.length >= 4 || Math.abs(step) <= 10;
  if (counted && values.every((value, i) => i === 0 || value - values[i - 1]! === step)) return true;
  if (tokens.length < 4) return false;
  // Small numbers of one and two digits mixed are counted, not dialled: '0 3 5 8 10 14'.
  const opening = tokens.slice(0, 5);
  const typed = opening.length === 5 && opening.every((token) => !token.word && token.digits.length <= 2);
  if (typed && opening.some((token) => token.digits.length === 1) && opening.some((token) => token.digits.length === 2)) return true;
  // A list starts as one: its first four numbers are enough ('tanggal 08, 13, 19, 28 dan 37').
  return tokens.slice(0, 4).every((token, i) => token.digits.length <= 2 && values[i]! <= 31 && (i === 0 || values[i]! > values[i - 1]!));
}

type Join = 'tight' | 'loose' | 'worded' | 'break';

function joinOf(text: string, before: DigitToken, after: DigitToken): Join {
  const gap = text.slice(before.end, after.start);
  if (TIGHT_GAP.test(gap)) return 'tight';
  // An '=' or a '×' makes the numbers a sum ('08 + 12 = 20'), never one phone.
  if (gap.length > 40 || /[=×÷^%]/u.test(gap) || !LOOSE_GAP.test(gap)) return 'break';
  const words = gap.match(/\p{L}+/gu) ?? [];
  if (words.length === 0) return 'loose';
  // Words go between the groups of a number ('0812 3456 dan belakangnya 7890'), not between a
  // count and the next number ('SMP 08, 3 Agustus 2025').
  const group = (token: DigitToken, digits: number) => token.word || token.digits.length >= digits;
  return words.some((word) => QUANTITY_WORDS.has(word)) || !(group(before, 3) || before.digits === '62') || !group(after, 2)
    ? 'break'
    : 'worded';
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
    // '… = 0' is a result, 'kode pos 62851' a postcode.
    const result = (/[=×÷]\s?$/u.test(before) || LABELLED.test(before)) && !keyword;
    let last = -1;
    const bareMobile = !money && /^8[1-9]\d$/u.test(head.digits);
    if (!glued && !result && (plus || /^(?:0|62)/u.test(head.digits) || (keyword && head.digits.startsWith('8')) || bareMobile)) {
      let digits = '';
      const areaCode = !head.word && /^0[2-7]\d{1,2}$/u.test(head.digits);
      const shape = { plus, keyword, loose: false, worded: false, grouped: true, areaCode };
      for (let next = first; next < tokens.length && (next === first || joins[next] !== 'break'); next += 1) {
        const token = tokens[next]!;
        digits += token.digits;
        if (digits.length > MAX_PHONE_DIGITS) break;
        if (next > first && joins[next] !== 'tight') shape.loose = true;
        if (next > first && joins[next] === 'worded') shape.worded = true;
        if (token.word || token.digits.length < 3 || token.digits.length > 4) shape.grouped = false;
        if (isPhone(digits, { ...shape, grouped: shape.grouped && next - first >= 2 }) && !isSequence(tokens.slice(first, next + 1)))
          last = next;
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
