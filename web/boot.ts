import { askAhead, loadPageCodeAhead } from './app/ask-ahead.ts';
import { isPrerendered } from './lib/prerendered.ts';

// The page's first script (index.html), and a small one: it runs as soon as it arrives, while the
// browser still downloads React and the app (main.tsx), and asks for the session, the page's data
// and the page's code now instead of after them (docs/decisions/019-boot-asks-ahead.md, 020). Not
// on the pre-rendered landing: its markup shows the session loading, and the app asks once it has
// hydrated (the landing loads web/landing-boot.ts instead, decision 025; this file still runs there
// as the app's first import).
if (!isPrerendered(document)) {
  askAhead(window.location.pathname, window.location.search);
  loadPageCodeAhead(window.location.pathname);
}
