import { useId, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { DESKTOP_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';
import { firstSlideOf, pageCount, stepPage } from './carousel-pages.ts';

type Props<T> = {
  /** The carousel's accessible name. */
  label: string;
  items: readonly T[];
  /** Slides per page under 768 px (Tailwind `md`) and from there on. */
  perView: { mobile: number; desktop: number };
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  tone?: 'light' | 'dark';
};

const SWIPE_PX = 40;

/**
 * WAI-ARIA carousel without auto-rotation: previous / next buttons, one button per page, arrow
 * keys, and swipe on touch screens. Slides out of view are `inert`, so Tab never lands on a
 * hidden one. Slides have a fixed share of the width, so nothing moves as images arrive. That share
 * is set in CSS per breakpoint, not from the media query in script: the server draws the page for
 * a phone, and a desktop must not see its slides resize once the script runs.
 */
export function Carousel<T>({ label, items, perView: perViewAt, itemKey, renderItem, tone = 'light' }: Props<T>) {
  const perView = useMediaQuery(DESKTOP_QUERY) ? perViewAt.desktop : perViewAt.mobile;
  const slideWidths = { '--slide-mobile': `${100 / perViewAt.mobile}%`, '--slide-desktop': `${100 / perViewAt.desktop}%` } as CSSProperties;
  const trackId = useId();
  const [requestedPage, setPage] = useState(0);
  const pages = pageCount(items.length, perView);
  // A wider screen has fewer pages: stay on the last one that exists.
  const page = Math.min(requestedPage, pages - 1);
  const first = firstSlideOf(page, items.length, perView);
  const swipeStart = useRef<number | null>(null);

  const go = (delta: number) => setPage(stepPage(page, delta, pages));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.pointerType === 'mouse' ? null : event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const moved = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(moved) >= SWIPE_PX) go(moved < 0 ? 1 : -1);
  };

  const control =
    tone === 'dark'
      ? 'bg-white/10 text-white ring-white/20 hover:bg-white/20'
      : 'bg-white text-slate-700 ring-slate-200 hover:bg-slate-50 hover:text-brand-800';

  return (
    <section aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown}>
      <div
        className="touch-pan-y overflow-hidden"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <div
          id={trackId}
          aria-live="polite"
          className="flex py-3 transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${(first * 100) / perView}%)` }}
        >
          {items.map((item, index) => {
            const visible = index >= first && index < first + perView;
            return (
              <div
                key={itemKey(item)}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} dari ${items.length}`}
                aria-hidden={!visible}
                inert={!visible}
                className="w-(--slide-mobile) shrink-0 px-2 md:w-(--slide-desktop)"
                style={slideWidths}
              >
                {renderItem(item, index)}
              </div>
            );
          })}
        </div>
      </div>
      {pages > 1 && (
        <div className="mt-6 flex items-center justify-center gap-4">
          <button
            type="button"
            aria-controls={trackId}
            aria-label="Slide sebelumnya"
            onClick={() => go(-1)}
            className={`inline-flex size-10 items-center justify-center rounded-full shadow-sm ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${control}`}
          >
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              <path d="m15 18-6-6 6-6" />
            </svg>
          </button>
          <div className="flex items-center gap-2">
            {Array.from({ length: pages }, (_, index) => (
              <button
                key={index}
                type="button"
                aria-controls={trackId}
                aria-label={`Halaman ${index + 1} dari ${pages}`}
                aria-current={index === page ? 'true' : undefined}
                onClick={() => setPage(index)}
                className="group flex size-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2 rounded-full transition-all ${index === page ? `w-6 ${tone === 'dark' ? 'bg-white' : 'bg-brand-700'}` : `w-2 ${tone === 'dark' ? 'bg-white/40' : 'bg-slate-300'} group-hover:bg-brand-300`}`}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            aria-controls={trackId}
            aria-label="Slide berikutnya"
            onClick={() => go(1)}
            className={`inline-flex size-10 items-center justify-center rounded-full shadow-sm ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${control}`}
          >
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              <path d="m9 18 6-6-6-6" />
            </svg>
          </button>
        </div>
      )}
    </section>
  );
}
