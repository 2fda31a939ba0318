import { askAhead } from './app/ask-ahead.ts';

// The page's first script (index.html), and a small one: it runs as soon as it arrives, while the
// browser still downloads React and the app (main.tsx), and asks for the session and the page's
// data now instead of after them (docs/decisions/019-boot-asks-ahead.md). Not on the pre-rendered
// landing: its markup shows the session loading, and the app asks once it has hydrated.
if (!document.getElementById('root')?.hasChildNodes()) askAhead(window.location.pathname);
