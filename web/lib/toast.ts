import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');

// sonner (8 KB compressed) is not part of the script every page waits for before its first paint:
// the lazy Toaster (components/ui/lazy-toaster.tsx) downloads and draws it once the page has
// settled, or at once when a toast is asked for earlier. A toast waits until the Toaster is drawn
// and listening. The download itself lives in the Toaster: an import() here would put Vite's
// preload helper in a file of its own, one more request in front of every first paint.
let sonner: Sonner | undefined;
let waiting: Array<(module: Sonner) => void> = [];
let wanted = false;
let askForToaster = () => undefined as void;

/** The lazy Toaster's way to be asked for at once; called now if a toast is already waiting. */
export function onToasterWanted(ask: () => void): void {
  askForToaster = ask;
  if (wanted) ask();
}

/**
 * The Toaster is drawn and listening. A frame later the waiting toasts go out: a screen reader
 * announces what enters a live region only once the region itself has been on the page.
 */
export function toasterDrawn(module: Sonner): void {
  requestAnimationFrame(() => {
    sonner = module;
    for (const show of waiting) show(module);
    waiting = [];
  });
}

const show = (kind: 'success' | 'error' | 'warning') => (message: string, options?: ExternalToast) => {
  if (sonner) {
    sonner.toast[kind](message, options);
    return;
  }
  waiting.push((module) => module.toast[kind](message, options));
  if (!wanted) {
    wanted = true;
    askForToaster();
  }
};

/** The app's toasts (docs/product.md#web-toasts): sonner's, shown once its Toaster is on the page. */
export const toast = { success: show('success'), error: show('error'), warning: show('warning') };
