import { originalSpan, type ShadowText } from './shadow-text.ts';

export const HIDDEN_NUMBER = '[nomor disembunyikan]';
export const HIDDEN_CONTACT = '[kontak disembunyikan]';

/** A found contact in the shadow text: a phone number, or any other contact (address, link, handle). */
export type Span = { start: number; end: number; label: 'number' | 'contact' };

/**
 * The original with each found span replaced by its placeholder. Overlapping spans become one,
 * hidden as a contact when any of them is one ('wa.me/62812…' is a link, not a number).
 */
export function replaceSpans(original: string, shadow: ShadowText, spans: Span[]): string {
  const sorted = spans.filter((span) => span.end > span.start).sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const span of sorted) {
    const previous = merged.at(-1);
    if (previous && span.start < previous.end) {
      previous.end = Math.max(previous.end, span.end);
      if (span.label === 'contact') previous.label = 'contact';
    } else merged.push({ ...span });
  }
  let out = '';
  let at = 0;
  for (const span of merged) {
    const { start, end } = originalSpan(shadow, span.start, span.end, original);
    if (start < at) continue;
    out += original.slice(at, start) + (span.label === 'number' ? HIDDEN_NUMBER : HIDDEN_CONTACT);
    at = end;
  }
  return out + original.slice(at);
}
