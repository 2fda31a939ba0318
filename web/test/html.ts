// Reading rendered HTML in the web's React tests (see render.tsx) the way a user reads the page.

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

/** The labels of the buttons that have a visible one (switches are labelled by aria-label), in order. */
export const buttonLabels = (html: string): string[] =>
  buttonsIn(html)
    .map(({ label }) => label)
    .filter(Boolean);

/** The opening tag of the element with this id. */
export function tagWithId(html: string, id: string): string {
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return html.match(new RegExp(`<[a-z0-9]+[^>]*\\sid="${escaped}"[^>]*>`))?.[0] ?? '';
}
