import { CONNECTORS, FILLERS, NOT_A_HANDLE, PARTICLES, PER_UNIT } from './handle-words.ts';
import type { Span } from './spans.ts';

// Chat handles in a shadow text (shadow-text.ts): after an app's name ('IG: budi.les', 'DM di IG
// kakrinamath', 'add line aku rinales', 'Telegram @budi') and on their own ('@budi.les',
// '@ budi.les'). The app's name stays; only the handle is hidden. A word that reads as part of a
// sentence ('via WA video call', 'Telegram: grup kelas') or a price ('@75rb', '50rb @orang') stays.

const APP_NAMES =
  'whatsapp|wa|instagram|insta|ig|line|telegram|tele|tg|facebook|fb|tiktok|twitter|discord|snapchat|snap|threads|signal|skype|kakao|wechat|username|uname|gmail|yahoo';
// 'IGku budiles', 'usernamenya budiles'.
const APP = new RegExp(`(?<![\\p{L}\\p{N}])(?:${APP_NAMES}|i g|i\\.g\\.?)(?:nya|ku)?(?![\\p{L}\\p{N}])`, 'gu');
const APP_WORD = new RegExp(`^(?:${APP_NAMES})(?:nya|ku)?$`, 'u');
const TOKEN = /@?\s?[\p{L}\p{N}_][\p{L}\p{N}_.]{0,29}/uy;
// Between the app's name and the handle: 'IG: x', 'IG = x', 'IG -> x', 'IG ➡️ x', 'IG (x)'.
const GAP_CHARS = String.raw`[\s\p{S}\p{Pd}:.(\["']`;
const GAP = new RegExp(`${GAP_CHARS}{0,6}`, 'uy');
const GAP_CHAR = new RegExp(GAP_CHARS, 'u');

const LOOKS_LIKE_HANDLE = /[._\p{N}]/u;

const wordAt = (text: string, at: number): string => /^\p{L}+/u.exec(text.slice(at, at + 20))?.[0] ?? '';

/**
 * True when what follows a plain-word handle closes it: the end, a punctuation mark, a particle,
 * another app or contact ('IG budiles atau WA 0812…'), never more of a sentence ('… dan jadwal').
 */
function closes(text: string, at: number): boolean {
  const rest = text.slice(at, at + 40);
  if (/^\s*(?:$|[,.;:!?)\]\n/|])/u.test(rest)) return true;
  const [next = '', after = ''] = /^\s+(\p{L}+)(?:\s+(@|\p{N}|\p{L}+))?/u.exec(rest)?.slice(1) ?? [];
  if (CONNECTORS.has(next)) return after === '@' || /^\p{N}/u.test(after) || APP_WORD.test(after);
  return PARTICLES.has(next) || APP_WORD.test(next);
}

/** The handle at `at` (after the app's name or an '@'), or null when what stands there is not one. */
function handleAt(text: string, at: number, afterColon: boolean): Span | null {
  TOKEN.lastIndex = at;
  const written = TOKEN.exec(text)?.[0].replace(/\.+$/u, '');
  if (!written) return null;
  const atSign = written.startsWith('@');
  const name = written.replace(/^@\s?/u, '');
  const end = at + written.length;
  // A handle has a letter and starts with one: '2x seminggu', '@75rb' and '@ Rp 75.000' are not.
  if (!/^[\p{L}_]/u.test(name) || !/\p{L}/u.test(name) || NOT_A_HANDLE.has(name)) return null;
  if (atSign && (PER_UNIT.has(name) || /^rp\d*$/u.test(name))) return null;
  const spacedAt = atSign && written !== `@${name}`;
  // A plain word is a handle after a colon or where the phrase ends: 'via WA video call' goes on.
  const isHandle = LOOKS_LIKE_HANDLE.test(name) || (atSign && !spacedAt) || ((afterColon || closes(text, end)) && name.length >= 3);
  return isHandle ? { start: at, end, label: 'contact' } : null;
}

function afterAppName(text: string, at: number): Span | null {
  GAP.lastIndex = at;
  let gap = GAP.exec(text)![0];
  let position = at + gap.length;
  const afterColon = /[:=]/u.test(gap);
  for (let filler = 0; filler < 2; filler += 1) {
    const word = wordAt(text, position);
    if (!FILLERS.has(word) || !GAP_CHAR.test(text[position + word.length] ?? '')) break;
    position += word.length;
    GAP.lastIndex = position;
    gap = GAP.exec(text)![0];
    position += gap.length;
  }
  if (position === at && text[at] !== '@') return null;
  if (APP_WORD.test(wordAt(text, position))) return null;
  return handleAt(text, position, afterColon);
}

const BARE = /(?<![\p{L}\p{N}_.])(?:[\p{L}\p{N}._+-]{1,64})?@/gu;
// The handle before the app's name: 'follow kakrinamath di IG', 'cari rina.les di Instagram', 'rina.les (IG)'.
const BEFORE_APP = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:follow|folow|cari|search|add|dm)\\s{1,3}["']?(@?[\\p{L}_][\\p{L}\\p{N}_.]{1,29})["']?\\s{1,3}(?:di|on|in|ke|via|lewat)\\s{1,3}(?:${APP_NAMES})(?![\\p{L}\\p{N}])|(?<![\\p{L}\\p{N}_.@])(@?[\\p{L}_][\\p{L}\\p{N}_.]{1,29})\\s?\\(\\s?(?:${APP_NAMES})\\s?\\)`,
  'gu',
);

export function handleSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const m of text.matchAll(APP)) {
    const span = afterAppName(text, m.index + m[0].length);
    if (span) spans.push(span);
  }
  for (const m of text.matchAll(BARE)) {
    const span = handleAt(text, m.index + m[0].length - 1, false);
    if (!span) continue;
    // 'budi@sekolah' without an ending: the name before the '@' goes too.
    spans.push({ ...span, start: m.index });
  }
  for (const m of text.matchAll(BEFORE_APP)) {
    const handle = (m[1] ?? m[2])!.replace(/\.+$/u, '');
    const name = handle.replace(/^@/u, '');
    const plainAllowed = m[1] !== undefined && !FILLERS.has(name) && !NOT_A_HANDLE.has(name);
    if (!(LOOKS_LIKE_HANDLE.test(name) || handle.startsWith('@') || (plainAllowed && name.length >= 3))) continue;
    const start = m.index + m[0].indexOf(handle, m[1] !== undefined ? m[0].search(/\s/u) : 0);
    spans.push({ start, end: start + handle.length, label: 'contact' });
  }
  return spans;
}
