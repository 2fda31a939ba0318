import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';

// React's two ways to write a page on the server (docs/decisions/045). No page sits in a Suspense
// boundary (docs/decisions/031), so the shell is the whole page: an error anywhere in it fails the
// render, and nothing is left to stream in after it.

const tooLong = () => new Error('the page took too long to render');

/**
 * `app`'s HTML whole, with React's `prerenderToNodeStream`, for an answer that is kept. A render cut
 * short after `timeoutMs` leaves work postponed: it is refused rather than kept half drawn.
 */
export async function prerenderWhole(app: ReactElement, timeoutMs: number): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(tooLong()), timeoutMs);
  try {
    // Every error of this render rejects the promise, which the caller hears.
    const { prelude, postponed } = await prerenderToNodeStream(app, { signal: controller.signal, onError: () => undefined });
    if (postponed) throw controller.signal.reason;
    const decoder = new TextDecoder();
    let html = '';
    for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    return html + decoder.decode();
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `app` as React's stream (`renderToPipeableStream`), handed over once the shell is ready, as in
 * Vite's streaming server-rendering template; a shell not ready after `timeoutMs` is cut short, which
 * fails it.
 */
export function streamWhenShellReady(app: ReactElement, timeoutMs: number): Promise<ReturnType<typeof renderToPipeableStream>['pipe']> {
  return new Promise((resolve, reject) => {
    // Fires long after `stream` is set.
    const timer = setTimeout(() => stream.abort(tooLong()), timeoutMs);
    const stream = renderToPipeableStream(app, {
      onShellReady: () => resolve(stream.pipe),
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error);
      },
      onAllReady: () => clearTimeout(timer),
      // Every error of this render is a shell error, which the caller hears through the rejection.
      onError: () => undefined,
    });
  });
}
