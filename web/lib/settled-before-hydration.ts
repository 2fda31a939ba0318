/**
 * A ref for an `<img>` the server sent: it may have loaded or failed before the browser's app
 * hydrated it, and React hears only the events that come after. The element's own state tells what
 * happened. A lazy image not started yet has no `currentSrc` and counts as neither.
 */
export function settledBeforeHydration({ onLoad, onError }: { onLoad?: () => void; onError?: () => void }) {
  return (image: HTMLImageElement | null) => {
    if (!image?.complete || !image.currentSrc) return;
    if (image.naturalWidth > 0) onLoad?.();
    else onError?.();
  };
}
