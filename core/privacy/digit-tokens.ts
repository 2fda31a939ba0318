// The numbers of a shadow text (shadow-text.ts) as tokens: runs of digits, and digit words
// ('nol delapan', 'lapan', 'eight'), also glued to each other or to digits ('0812tiga4567').

export type DigitToken = { start: number; end: number; digits: string; word: boolean };

// Read left to right, the longest word first ('tujuh' before 'tuju').
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
  dlapan: '8',
  lapan: '8',
  sembilan: '9',
  smbilan: '9',
  mpat: '4',
  tuju: '7',
  oh: '0',
  // Javanese and Sundanese.
  siji: '1',
  loro: '2',
  telu: '3',
  papat: '4',
  limo: '5',
  enem: '6',
  pitu: '7',
  wolu: '8',
  songo: '9',
  hiji: '1',
  tilu: '3',
  opat: '4',
  genep: '6',
  dalapan: '8',
  salapan: '9',
  enol: '0',
  zero: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};
const WORDS = Object.keys(DIGIT_WORDS).sort((a, b) => b.length - a.length);
const LONGEST_RUN = 120;

const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';
export const isLetter = (char: string | undefined) => char !== undefined && /\p{L}/u.test(char);

/** The digit words a run of letters is made of, or null when it is anything else ('satuan', 'done'). */
function digitWordsOf(text: string, start: number, end: number): DigitToken[] | null {
  if (end - start > LONGEST_RUN) return null;
  const tokens: DigitToken[] = [];
  let at = start;
  while (at < end) {
    const word = WORDS.find((candidate) => text.startsWith(candidate, at) && at + candidate.length <= end);
    if (!word) return null;
    tokens.push({ start: at, end: at + word.length, digits: DIGIT_WORDS[word]!, word: true });
    at += word.length;
  }
  return tokens;
}

export function digitTokens(text: string): DigitToken[] {
  const tokens: DigitToken[] = [];
  let i = 0;
  while (i < text.length) {
    if (isDigit(text[i])) {
      let end = i;
      while (isDigit(text[end])) end += 1;
      tokens.push({ start: i, end, digits: text.slice(i, end), word: false });
      i = end;
    } else if (isLetter(text[i])) {
      let end = i;
      while (isLetter(text[end])) end += 1;
      tokens.push(...(digitWordsOf(text, i, end) ?? []));
      i = end;
    } else i += 1;
  }
  return tokens;
}
