import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_SCRIPTS_ATTRIBUTE, PAINT_WAIT_MS, startAppAfterFirstPaint } from './app-after-paint.ts';

type Added = { tag: string; rel?: string; type?: string; href?: string; src?: string; crossOrigin?: string | null };

/** The parts of a document the boot uses: `<html>`'s attribute, `<head>`, and visibility. */
function fakeDocument({ scripts, visibility = 'visible' }: { scripts?: string; visibility?: DocumentVisibilityState }) {
  const added: Added[] = [];
  const listeners = new Set<() => void>();
  const document = {
    visibilityState: visibility,
    documentElement: { getAttribute: (name: string) => (name === APP_SCRIPTS_ATTRIBUTE ? (scripts ?? null) : null) },
    head: { append: (element: Added) => added.push(element) },
    createElement: (tag: string) => ({ tag }),
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  const showOrHide = (state: DocumentVisibilityState) => {
    document.visibilityState = state;
    listeners.forEach((listener) => listener());
  };
  return { document: document as unknown as Document, added, showOrHide, listening: () => listeners.size };
}

/** A browser that reports paints: `report(name)` delivers one to every observer. */
function fakePaints(supported = ['paint', 'largest-contentful-paint']) {
  const observers = new Set<(list: { getEntries: () => { name: string }[] }) => void>();
  class FakeObserver {
    static supportedEntryTypes = supported;
    constructor(private readonly callback: (list: { getEntries: () => { name: string }[] }) => void) {}
    observe() {
      observers.add(this.callback);
    }
    disconnect() {
      observers.delete(this.callback);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return { report: (name: string) => [...observers].forEach((callback) => callback({ getEntries: () => [{ name }] })), observing: () => observers.size };
}

const SCRIPTS = '/assets/index-1.js /assets/runtime-2.js /assets/vendor-3.js';
const APP = [
  { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/runtime-2.js' },
  { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/vendor-3.js' },
  { tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index-1.js' },
];

describe('startAppAfterFirstPaint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('adds the app named on <html> once the first contentful paint is reported: its imports, then the entry', () => {
    const screen = fakePaints();
    const page = fakeDocument({ scripts: SCRIPTS });
    startAppAfterFirstPaint(page.document);
    expect(page.added).toEqual([]);
    // A paint of the background only is not the page's content yet.
    screen.report('first-paint');
    expect(page.added).toEqual([]);

    screen.report('first-contentful-paint');
    expect(page.added).toEqual(APP);
    expect(screen.observing()).toBe(0);
    expect(page.listening()).toBe(0);
    // Never twice: not by the timer, nor by the page being hidden after.
    vi.advanceTimersByTime(PAINT_WAIT_MS);
    page.showOrHide('hidden');
    expect(page.added).toHaveLength(APP.length);
  });

  it('does nothing where the HTML loads the app itself', () => {
    const screen = fakePaints();
    const page = fakeDocument({});
    startAppAfterFirstPaint(page.document);
    vi.advanceTimersByTime(PAINT_WAIT_MS);
    expect(page.added).toEqual([]);
    expect(screen.observing()).toBe(0);
  });

  it('starts at once on a hidden page, which is not painted until shown', () => {
    fakePaints();
    const page = fakeDocument({ scripts: SCRIPTS, visibility: 'hidden' });
    startAppAfterFirstPaint(page.document);
    expect(page.added).toEqual(APP);
  });

  it('starts at once where the browser has no paint timing', () => {
    fakePaints(['largest-contentful-paint']);
    const page = fakeDocument({ scripts: SCRIPTS });
    startAppAfterFirstPaint(page.document);
    expect(page.added).toEqual(APP);
  });

  it('starts when the page is hidden before its paint, and not when it is shown', () => {
    fakePaints();
    const page = fakeDocument({ scripts: SCRIPTS });
    startAppAfterFirstPaint(page.document);
    page.showOrHide('visible');
    expect(page.added).toEqual([]);
    page.showOrHide('hidden');
    expect(page.added).toEqual(APP);
  });

  it('starts after PAINT_WAIT_MS when no paint is reported', () => {
    const screen = fakePaints();
    const page = fakeDocument({ scripts: SCRIPTS });
    startAppAfterFirstPaint(page.document);
    vi.advanceTimersByTime(PAINT_WAIT_MS - 1);
    expect(page.added).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(page.added).toEqual(APP);
    expect(screen.observing()).toBe(0);
  });
});
