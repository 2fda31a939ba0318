import { askAhead, loadPageCodeAhead } from './app/ask-ahead.ts';
import { startAppAfterFirstPaint } from './lib/app-after-paint.ts';
import { isPrerendered } from './lib/prerendered.ts';

// The page's first script (index.html), and a small one: it runs as soon as it arrives, while the
// browser still downloads React and the app (main.tsx), and asks for the session, the page's data
// and the page's code now instead of after them (docs/decisions/019-boot-asks-ahead.md, 020). Not
// on the pre-rendered landing: its markup shows the session loading, and the app asks once it has
// hydrated. The landing's app is loaded from here, once its HTML is on the screen (decision 025).
if (isPrerendered(document)) startAppAfterFirstPaint(document);
else {
  askAhead(window.location.pathname, window.location.search);
  loadPageCodeAhead(window.location.pathname);
}
