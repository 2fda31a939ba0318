import { badRequest } from './errors.ts';

// What Telegram makes of a text and its parse_mode: the plain text it stores and shows, and the
// entities (bold, links, code …) in UTF-16 offsets. HTML is parsed as strictly as Telegram does,
// so an unescaped '<' from user input fails here exactly as it would in production.

export type MessageEntity = { type: string; offset: number; length: number; url?: string; language?: string; custom_emoji_id?: string };
export type Formatted = { text: string; entities?: MessageEntity[] };

const TAGS: Record<string, string> = {
  b: 'bold',
  strong: 'bold',
  i: 'italic',
  em: 'italic',
  u: 'underline',
  ins: 'underline',
  s: 'strikethrough',
  strike: 'strikethrough',
  del: 'strikethrough',
  'tg-spoiler': 'spoiler',
  span: 'spoiler',
  a: 'text_link',
  code: 'code',
  pre: 'pre',
  blockquote: 'blockquote',
  'tg-emoji': 'custom_emoji',
};

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"' };

export function format(text: string, parseMode: string | undefined, entities: unknown): Formatted {
  if (!parseMode) return Array.isArray(entities) && entities.length ? { text, entities: entities as MessageEntity[] } : { text };
  if (parseMode.toLowerCase() === 'html') return parseHtml(text);
  // MarkdownV2 / Markdown are not parsed by the emulator: the text is kept as sent.
  return { text };
}

type Open = { tag: string; type: string; offset: number; attrs: Record<string, string>; at: number };

function fail(reason: string): never {
  throw badRequest(`can't parse entities: ${reason}`);
}

export function parseHtml(source: string): Formatted {
  let out = '';
  const open: Open[] = [];
  const entities: MessageEntity[] = [];
  const byteOffset = (index: number) => Buffer.byteLength(source.slice(0, index));
  let i = 0;
  while (i < source.length) {
    const char = source[i] as string;
    if (char === '&') {
      const match = /^&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,8});/i.exec(source.slice(i, i + 12));
      const decoded = match ? decodeEntity(match[1] as string) : undefined;
      if (match && decoded !== undefined) {
        out += decoded;
        i += match[0].length;
      } else {
        out += '&';
        i += 1;
      }
      continue;
    }
    if (char !== '<') {
      out += char;
      i += 1;
      continue;
    }
    const start = i;
    const close = source.indexOf('>', i);
    if (close === -1) fail(`Unclosed start tag at byte offset ${byteOffset(start)}`);
    const inner = source.slice(i + 1, close);
    i = close + 1;
    if (inner.startsWith('/')) {
      const name = inner.slice(1).trim().toLowerCase();
      const last = open.pop();
      if (!last) fail(`Unexpected end tag at byte offset ${byteOffset(start)}`);
      if (name !== last.tag) fail(`Unmatched end tag at byte offset ${byteOffset(start)}, expected "</${last.tag}>", found "</${name}>"`);
      const entity = toEntity(last, out.length, open);
      if (entity) entities.push(entity);
      continue;
    }
    const nameMatch = /^([a-z][a-z0-9-]*)/i.exec(inner);
    if (!nameMatch) fail(`Empty tag name at byte offset ${byteOffset(start)}`);
    const tag = (nameMatch[1] as string).toLowerCase();
    const type = TAGS[tag];
    if (!type) fail(`Unsupported start tag "${tag}" at byte offset ${byteOffset(start)}`);
    const attrs = parseAttributes(inner.slice(tag.length), () => byteOffset(start));
    if (tag === 'span' && attrs.class !== 'tg-spoiler') fail(`Tag "span" must have class "tg-spoiler" at byte offset ${byteOffset(start)}`);
    open.push({ tag, type, offset: out.length, attrs, at: start });
  }
  const unclosed = open.pop();
  if (unclosed) fail(`Can't find end tag corresponding to start tag "${unclosed.tag}"`);
  entities.sort((a, b) => a.offset - b.offset || b.length - a.length);
  return entities.length ? { text: out, entities } : { text: out };
}

function toEntity(tag: Open, end: number, outer: Open[]): MessageEntity | undefined {
  const length = end - tag.offset;
  if (length <= 0) return undefined;
  const entity: MessageEntity = { type: tag.type, offset: tag.offset, length };
  if (tag.type === 'text_link') {
    if (!tag.attrs.href) return undefined;
    entity.url = tag.attrs.href;
  }
  if (tag.type === 'blockquote' && 'expandable' in tag.attrs) entity.type = 'expandable_blockquote';
  if (tag.type === 'custom_emoji') entity.custom_emoji_id = tag.attrs['emoji-id'] ?? '';
  // <pre><code class="language-x"> is one pre entity with a language.
  const parent = outer.at(-1);
  if (tag.type === 'code' && parent?.type === 'pre' && tag.attrs.class?.startsWith('language-')) {
    parent.attrs.language = tag.attrs.class.slice('language-'.length);
    return undefined;
  }
  if (tag.type === 'pre' && tag.attrs.language) entity.language = tag.attrs.language;
  return entity;
}

function parseAttributes(rest: string, offset: () => number): Record<string, string> {
  const attrs: Record<string, string> = {};
  const pattern = /\s*([a-z-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/giy;
  let index = 0;
  while (index < rest.length) {
    if (!rest.slice(index).trim()) break;
    pattern.lastIndex = index;
    const match = pattern.exec(rest);
    if (!match || match[0].length === 0) fail(`Expected equal sign in declaration of an attribute of the tag at byte offset ${offset()}`);
    attrs[(match[1] as string).toLowerCase()] = decodeText(match[2] ?? match[3] ?? match[4] ?? '');
    index = pattern.lastIndex;
  }
  return attrs;
}

function decodeText(value: string): string {
  return value.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,8});/gi, (whole, body: string) => decodeEntity(body) ?? whole);
}

function decodeEntity(body: string): string | undefined {
  if (body.startsWith('#')) {
    const code = body[1]?.toLowerCase() === 'x' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
  }
  return NAMED[body.toLowerCase()];
}
