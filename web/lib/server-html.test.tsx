import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { prerenderWhole, streamWhenShellReady } from './server-html.ts';

// docs/decisions/045: a kept page is React's prerender, whole; a page not kept is React's stream.

const NeverLoads = lazy(() => new Promise<never>(() => undefined));
function Broken(): never {
  throw new Error('the page failed');
}
const page = (
  <main>
    <h1>Cari Tutor</h1>
    <p>Rp 85.000 &amp; lainnya</p>
  </main>
);

describe('prerenderWhole', () => {
  it('gives the whole HTML', async () => {
    expect(await prerenderWhole(page, 1_000)).toBe('<main><h1>Cari Tutor</h1><p>Rp 85.000 &amp; lainnya</p></main>');
  });

  it('refuses a render cut short by its timer rather than giving it half drawn', async () => {
    await expect(prerenderWhole(<NeverLoads />, 50)).rejects.toThrow('the page took too long to render');
    // Even where a boundary would let React keep what it had.
    const inBoundary = (
      <Suspense fallback="…">
        <NeverLoads />
      </Suspense>
    );
    await expect(prerenderWhole(inBoundary, 50)).rejects.toThrow('the page took too long to render');
  });

  it('fails with the error of a page that throws', async () => {
    await expect(prerenderWhole(<Broken />, 1_000)).rejects.toThrow('the page failed');
  });
});

describe('streamWhenShellReady', () => {
  it('fails a shell not ready in time, and one that throws, before anything is sent', async () => {
    await expect(streamWhenShellReady(<NeverLoads />, 50)).rejects.toThrow('the page took too long to render');
    await expect(streamWhenShellReady(<Broken />, 1_000)).rejects.toThrow('the page failed');
  });
});
