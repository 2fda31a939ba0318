import type { DehydratedState } from '@tanstack/react-query';

/** What the server rendered the page with, handed to the browser's first render (docs/decisions/031). */
export type PageState = {
  /** TanStack Query's cache as the server filled it (`dehydrate`). */
  queries: DehydratedState;
  /** The server's clock at render: relative times ('5 menit lalu') hydrate as the server wrote them. */
  renderedAt: number;
};

const ELEMENT_ID = 'page-state';

// Every character that could end the script element or open a comment in it is written as a JSON
// escape, so user text (a tutor's bio holding `</script>`) stays data. U+2028/2029 are escaped too.
const UNSAFE = /[<>&\u2028\u2029]/g;
const escapeChar = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** `value` as JSON that is safe inside a `<script>` element of an HTML page. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, escapeChar);
}

/** The state as a data block (not run, so the CSP's `script-src 'self'` allows it). */
export function pageStateScript(state: PageState): string {
  return `<script type="application/json" id="${ELEMENT_ID}">${scriptSafeJson(state)}</script>`;
}

/** The state the server wrote into `document`, or null on a page it could not render. */
export function readPageState(document: Document): PageState | null {
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as PageState) : null;
}
