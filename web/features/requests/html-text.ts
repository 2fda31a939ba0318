// Reading rendered HTML in this feature's React tests (see render-page.tsx) the way a user reads the page.

/** The visible text, tags (and their attributes) removed, spaces collapsed. */
export const visibleText = (html: string): string =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Every `<button>` on the page (closed dialogs left out) with its label and whether it is disabled, in order. */
export function buttonsIn(html: string): { label: string; disabled: boolean }[] {
  const page = html.replace(/<dialog[\s\S]*?<\/dialog>/g, '');
  return [...page.matchAll(/<button([^>]*)>(.*?)<\/button>/g)].map(([, attributes = '', inner = '']) => ({
    label: visibleText(inner),
    disabled: attributes.includes(' disabled=""'),
  }));
}
