import type { Span } from './spans.ts';

// E-mail addresses in a shadow text (shadow-text.ts), as written ('budi.s@gmail.com'), spaced
// ('budi @gmail.com', 'budi @ gmail . com') and spelled out ('budi[at]gmail[dot]com',
// 'budi at gmail dot com', 'budi di gmail'). Fullwidth '＠' and hidden characters are undone by
// the shadow already. Every quantifier is bounded, so no pattern can backtrack far.

const PROVIDERS = 'gmail|googlemail|yahoo|ymail|rocketmail|hotmail|outlook|msn|icloud|proton(?:mail)?|aol|zoho|gmx|yandex';
const LOCAL = String.raw`(?<![\p{L}\p{N}._+-])[\p{L}\p{N}._+-]{1,64}`;
const AT = String.raw`(?:\s{0,2}@\s{0,2}|\s?[([{<]\s?(?:at|et|@)\s?[)\]}>]\s?|\s{1,2}(?:at|et)\s{1,2})`;
const DOT = String.raw`(?:\s{0,2}\.\s{0,2}|\s?[([{<]\s?(?:dot|titik|\.)\s?[)\]}>]\s?|\s{1,2}(?:dot|titik)\s{1,2})`;
// 'rina . les @ gmail . com', 'rina dot les at gmail dot com': the name's dots spaced or spelled
// out too, when the rest is.
const SPACED_LOCAL = String.raw`(?<![\p{L}\p{N}._+-])[\p{L}\p{N}_+-]{1,64}(?:${DOT}[\p{L}\p{N}_+-]{1,64}){0,3}`;
const LABEL = String.raw`[\p{L}\p{N}-]{1,63}`;
const END = String.raw`(?![\p{L}\p{N}])`;

// Spaced or spelled out, the address must end as addresses do: 'follow @budi.les' is a handle.
const ENDINGS = 'com|net|org|edu|gov|info|biz|io|co|id|ac|sch|or|go|web|my|sg|au|uk|us|jp|me|app|dev|xyz';
const ADDRESS = new RegExp(`${LOCAL}@${LABEL}(?:\\.${LABEL}){0,3}\\.[a-z]{2,24}${END}`, 'gu');
const SPELLED_ADDRESS = new RegExp(`${SPACED_LOCAL}${AT}${LABEL}(?:${DOT}${LABEL}){0,3}${DOT}(?:${ENDINGS})${END}`, 'gu');
// 'budi@gmail', 'budi di gmail', 'budi pakai yahoo': a mail provider's name, no ending needed.
const AT_PROVIDER = new RegExp(
  `${LOCAL}(?:${AT}|\\s{1,2}(?:di|pakai|via)\\s{1,2})(?:${PROVIDERS})${END}(?:(?:${DOT}|\\s{1,2})(?:${ENDINGS})${END}){0,2}`,
  'gu',
);

// 'rinales gmail.com': the '@' left out before a mail provider's own domain.
const NO_AT = new RegExp(`${LOCAL}\\s{1,2}(?:${PROVIDERS})${DOT}(?:com|co\\.id|net)${END}`, 'gu');

// Before 'di gmail' stands an address's name, not a sentence: 'cek di gmail' is not one.
const NOT_A_NAME = new Set(
  'saya aku gue gw kami kita dia anda kakak kak ada cek kirim dikirim lewat via pakai juga sudah udah bisa sama ini itu tugas file login masuk akun email e-mail surel buka lihat liat balas ke dan atau yang materi soal nanti'.split(
    ' ',
  ),
);

// 'r i n a @ g m a i l . c o m': one character at a time, an '@' and a '.' among them. Read with
// the spaces taken out; a quiz's 'a b c d' has neither mark, so it is never read so.
const LETTER_BY_LETTER = /(?<![\p{L}\p{N}])(?:[\p{L}\p{N}._@+-] ){4,100}[\p{L}\p{N}](?![\p{L}\p{N}])/gu;
const WHOLE_ADDRESS = new RegExp(`^${LOCAL}@${LABEL}(?:\\.${LABEL}){0,3}\\.[a-z]{2,24}$`, 'u');

function letterByLetterSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const m of text.matchAll(LETTER_BY_LETTER)) {
    const joined = m[0].replaceAll(' ', '');
    if (WHOLE_ADDRESS.test(joined)) spans.push({ start: m.index, end: m.index + m[0].length, label: 'contact' });
  }
  return spans;
}

// What the patterns cannot match without, tested first because most texts have none of it and
// the patterns are costly to try at every position (decision 069): an '@' (written, and one
// character at a time), an at and a dot (spaced or spelled out), a provider's name (the others).
const HAS_AT = (text: string) => text.includes('@');
const HAS_AT_AND_DOT = (text: string) => /@|at|et/u.test(text) && /\.|dot|titik/u.test(text);
const HAS_PROVIDER = new RegExp(PROVIDERS, 'u');

export function emailSpans(text: string): Span[] {
  const withAt = HAS_AT(text);
  const spans: Span[] = withAt ? letterByLetterSpans(text) : [];
  for (const pattern of [...(withAt ? [ADDRESS] : []), ...(HAS_AT_AND_DOT(text) ? [SPELLED_ADDRESS] : [])])
    for (const m of text.matchAll(pattern)) spans.push({ start: m.index, end: m.index + m[0].length, label: 'contact' });
  if (!HAS_PROVIDER.test(text)) return spans;
  for (const m of [...text.matchAll(AT_PROVIDER), ...text.matchAll(NO_AT)]) {
    const name = /^[^\s@([{<]+/u.exec(m[0])![0];
    if (!/@/u.test(m[0]) && NOT_A_NAME.has(name)) continue;
    spans.push({ start: m.index, end: m.index + m[0].length, label: 'contact' });
  }
  return spans;
}
