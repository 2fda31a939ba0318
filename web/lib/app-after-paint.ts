/**
 * On a page whose HTML already shows it (the pre-rendered landing), the app's scripts are named on
 * `<html>` instead of being loaded by the HTML itself: the boot (web/boot.ts) adds them once the
 * browser has painted that HTML (docs/decisions/025-landing-app-after-first-paint.md). The entry
 * comes first, then the files it imports.
 */
export const APP_SCRIPTS_ATTRIBUTE = 'data-app-scripts';

/** Where the browser reports no painted content, the app starts after this long all the same. */
export const PAINT_WAIT_MS = 3_000;

type Painter = Pick<Document, 'documentElement' | 'head' | 'createElement' | 'visibilityState' | 'addEventListener' | 'removeEventListener'>;

function addAppScripts(document: Painter, [entry, ...imports]: string[]): void {
  for (const href of imports) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry!;
  document.head.append(script);
}

/** Runs `start` once, after the browser has painted the page's first content. */
function afterFirstContentfulPaint(document: Painter, start: () => void): void {
  // A hidden page is not painted until it is shown; nor do browsers without paint timing report it.
  if (document.visibilityState !== 'visible' || typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes.includes('paint')) {
    start();
    return;
  }
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onHidden);
    start();
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') once();
  };
  // Buffered: the paint may have happened before this script ran. The report comes once the frame
  // is on the screen.
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) once();
  });
  observer.observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', onHidden);
  const timer = setTimeout(once, PAINT_WAIT_MS);
}

/**
 * Loads the app named on `<html>` after the first paint, so that on a phone the HTML's own
 * stylesheet and images have the network to themselves until the page is on the screen. Nothing to
 * do where the HTML loads the app itself (every other page, and Vite's development server).
 */
export function startAppAfterFirstPaint(document: Painter): void {
  const scripts = document.documentElement.getAttribute(APP_SCRIPTS_ATTRIBUTE)?.split(' ').filter(Boolean);
  if (!scripts?.length) return;
  afterFirstContentfulPaint(document, () => addAppScripts(document, scripts));
}
