// The text the contact detectors read: a "shadow" of what was typed, with the tricks that hide a
// number or an address from a pattern undone, and a map back to the original so that only the
// found spans of the original are replaced (docs/decisions/043-contact-detection-on-a-shadow-text.md).
// One pass over the text, each character looked at a bounded number of times: linear.

export type ShadowText = {
  /** NFKC, lowercase, invisible characters dropped, every decimal digit ASCII, confusables in digit runs as digits. */
  text: string;
  /** starts[i] / ends[i]: the original span (UTF-16 offsets) the shadow's character i came from. */
  starts: number[];
  ends: number[];
};

// Characters that show nothing but split a pattern: format characters (zero-width space and
// joiner, soft hyphen, direction marks), variation selectors and the keycap mark of '0️⃣'.
// Combining marks go too: '0̲8̲1̲2̲' is a number underlined.
// The Hangul fillers and the Braille blank show as nothing too.
const INVISIBLE = /[\p{Cf}\p{Mn}\p{Me}\uFE00-\uFE0F\u20E3\u034F\u180B-\u180D\u115F\u1160\u3164\uFFA0\u2800]|\uDB40[\uDD00-\uDDEF]/u;
const DECIMAL_DIGIT = /\p{Nd}/u;

// Digits NFKC leaves as they are: the dingbat and negative circled digits (❶, ➀, ➊, ⓿, ⓵, ⓫).
const CIRCLED_RUNS: [first: number, last: number, firstValue: number][] = [
  [0x2776, 0x277f, 1],
  [0x2780, 0x2789, 1],
  [0x278a, 0x2793, 1],
  [0x24f5, 0x24fe, 1],
  [0x24eb, 0x24f4, 11],
  [0x24ff, 0x24ff, 0],
];

// Letters that look like Latin ones and that NFKC keeps apart (Cyrillic and Greek capitals and
// small letters), so that 'О8І2' reads as 'O8I2' and then as digits.
const LOOKALIKES: Record<string, string> = {
  '\u041E': 'O',
  '\u043E': 'o',
  '\u039F': 'O',
  '\u03BF': 'o',
  '\u0406': 'I',
  '\u0456': 'i',
  '\u0399': 'I',
  '\u0405': 'S',
  '\u0455': 's',
};

// Inside a run of digits these letters stand for digits: O/o for 0, l/I/i for 1, S/s for 5.
const CONFUSABLE: Record<string, string> = { O: '0', o: '0', l: '1', I: '1', i: '1', S: '5', s: '5' };

/** The value of a decimal digit: Unicode keeps every set of them in runs of ten that start at 0. */
function digitValue(codePoint: number): string {
  let start = codePoint;
  while (start > 0 && DECIMAL_DIGIT.test(String.fromCodePoint(start - 1)) && codePoint - start < 60) start -= 1;
  return String((codePoint - start) % 10);
}

function circledValue(codePoint: number): string | null {
  for (const [first, last, value] of CIRCLED_RUNS) if (codePoint >= first && codePoint <= last) return String(value + codePoint - first);
  return null;
}

/** What one typed character reads as, before case and confusables: '' when it shows nothing. */
function readCharacter(char: string): string {
  if (INVISIBLE.test(char)) return '';
  const codePoint = char.codePointAt(0)!;
  if (codePoint < 0x80) return char;
  const circled = circledValue(codePoint);
  if (circled !== null) return circled;
  const folded = LOOKALIKES[char] ?? char.normalize('NFKC');
  let out = '';
  for (const part of folded) out += DECIMAL_DIGIT.test(part) && part > '9' ? digitValue(part.codePointAt(0)!) : part;
  return out;
}

const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';
const isLetterOrDigit = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/**
 * Each run of letters and digits made only of digits and confusable letters, with at least one
 * digit, gets the confusables read as digits: 'O8l2-3456-789O' is a number, 'SOS' and 'IPA 3' stay.
 * A run of up to four confusables alone is read so too when a run beside it, across no more than
 * three separators, holds a digit: 'O 8 l 2 3 4 …', '0812 3456 789O', '0812 3456 OOll'.
 */
function readConfusables(chars: string[]): void {
  const runs: { start: number; end: number; digits: number; confusableOnly: boolean }[] = [];
  let i = 0;
  while (i < chars.length) {
    if (!isLetterOrDigit(chars[i])) {
      i += 1;
      continue;
    }
    const run = { start: i, end: i, digits: 0, confusableOnly: true };
    while (run.end < chars.length && isLetterOrDigit(chars[run.end])) {
      if (isDigit(chars[run.end])) run.digits += 1;
      else if (!(chars[run.end]! in CONFUSABLE)) run.confusableOnly = false;
      run.end += 1;
    }
    runs.push(run);
    i = run.end;
  }
  const near = (a: { end: number }, b: { start: number }) => b.start - a.end <= 3;
  const read = runs.map(
    (run, k) =>
      run.confusableOnly &&
      (run.digits > 0 ||
        (run.end - run.start <= 4 &&
          ((k > 0 && runs[k - 1]!.digits > 0 && near(runs[k - 1]!, run)) ||
            (k + 1 < runs.length && runs[k + 1]!.digits > 0 && near(run, runs[k + 1]!))))),
  );
  runs.forEach((run, k) => {
    if (read[k]) for (let c = run.start; c < run.end; c += 1) chars[c] = CONFUSABLE[chars[c]!] ?? chars[c]!;
  });
}

export function shadowOf(original: string): ShadowText {
  // Pass 1: one entry per shadow character, each with the original span it came from.
  const chars: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  let at = 0;
  for (const char of original) {
    const read = readCharacter(char);
    for (const part of read) {
      // A character outside the BMP that NFKC kept (an emoji) stands as one neutral symbol.
      chars.push(part.length === 1 ? part : '\uFFFD');
      starts.push(at);
      ends.push(at + char.length);
    }
    at += char.length;
  }
  readConfusables(chars);
  // Lowercase one character at a time, so the map stays one to one ('İ' would grow into two).
  const text = chars.map((char) => char.toLowerCase()[0] ?? char).join('');
  return { text, starts, ends };
}

// What belongs to the character before it: a variation selector, the keycap mark, a combining mark.
const TRAILING_MARK = /^[\p{Mn}\p{Me}\uFE00-\uFE0F\u20E3]$/u;

/**
 * The original span of the shadow's [start, end), with the marks that belong to its last character
 * (the keycap of a last '0️⃣'): nothing of what was found is left behind, nothing else is taken.
 */
export function originalSpan(shadow: ShadowText, start: number, end: number, original: string): { start: number; end: number } {
  let last = shadow.ends[end - 1]!;
  while (last < original.length && TRAILING_MARK.test(original[last]!)) last += 1;
  return { start: shadow.starts[start]!, end: last };
}
