// Masking is pure and costly (a shadow text and four detectors), and the same texts are read again
// and again: a tutor's bio on every profile view, a name on every card. The answers for the most
// recently read texts are kept, so a text is masked once while it stays popular. Bounded in entries
// and in text length, so memory stays small whatever is read (decision 062).

const MAX_ENTRIES = 2_000;
const MAX_TEXT_LENGTH = 4_000;

export type MaskedTextCache = { masked: (text: string, mask: (text: string) => string) => string };

/** A least-recently-used map of texts to their masked form; a longer text is masked each time. */
export function createMaskedTextCache(maxEntries = MAX_ENTRIES): MaskedTextCache {
  const entries = new Map<string, string>();
  return {
    masked(text, mask) {
      if (text.length > MAX_TEXT_LENGTH) return mask(text);
      const known = entries.get(text);
      if (known !== undefined) {
        // Re-inserted: a Map keeps insertion order, so the first key is the least recently read.
        entries.delete(text);
        entries.set(text, known);
        return known;
      }
      const result = mask(text);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(text, result);
      return result;
    },
  };
}
