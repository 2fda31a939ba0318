import { prerenderToNodeStream } from 'react-dom/static';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { App } from './app/app.tsx';
import { preloadLanding } from './app/route-table.ts';
import { APP_SCRIPTS_ATTRIBUTE } from './lib/app-after-paint.ts';
import { PRERENDERED_ATTRIBUTE } from './lib/prerendered.ts';
import { createQueryClient } from './lib/query-client.ts';

const EMPTY_ROOT = '<div id="root"></div>';
const HTML_TAG = '<html lang="id">';

// The app's entry as Vite writes it (the boot's script is the async one), and the files it imports.
const APP_ENTRY = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>\s*/g;
const APP_IMPORT = /<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">\s*/g;

/**
 * Takes the app's scripts out of the HTML and names them on `<html>`, for the landing's boot to load once the
 * page is painted (docs/decisions/025-landing-app-after-first-paint.md): the entry, then its imports.
 */
function nameAppScriptsForAfterPaint(html: string): { html: string; attribute: string } {
  const entries = [...html.matchAll(APP_ENTRY)].map((match) => match[1]!);
  if (entries.length !== 1) throw new Error(`index.html should load one app entry, found ${entries.length}`);
  const imports = [...html.matchAll(APP_IMPORT)].map((match) => match[1]!);
  return { html: html.replace(APP_ENTRY, '').replace(APP_IMPORT, ''), attribute: `${APP_SCRIPTS_ATTRIBUTE}="${[...entries, ...imports].join(' ')}"` };
}

// The boot's script, the one async module script Vite writes (web/vite-boot-entry.ts).
const BOOT_SCRIPT = /(<script type="module" async(?: crossorigin)? src=")[^"]+(">)/g;

/** index.html with the landing's own boot (web/landing-boot.ts) in place of the pages' boot. */
function withLandingBoot(html: string, landingBootSrc: string): string {
  const boots = html.match(BOOT_SCRIPT)?.length ?? 0;
  if (boots !== 1) throw new Error(`index.html should load one boot script, found ${boots}`);
  return html.replace(BOOT_SCRIPT, `$1${landingBootSrc}$2`);
}

function LandingRouter({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/']}>{children}</MemoryRouter>;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The built index.html with the landing drawn inside #root, as a visitor's browser first renders
 * it: session still loading, featured tutors not fetched yet. main.tsx hydrates it
 * (docs/decisions/016-prerendered-landing.md), loaded by the landing's own boot after the first paint (025).
 */
export async function prerenderLanding(indexHtml: string, landingBootSrc: string): Promise<string> {
  if (!indexHtml.includes(EMPTY_ROOT)) throw new Error(`index.html has no empty ${EMPTY_ROOT}`);
  // As the browser will hydrate it: with the page's code at hand, no loading boundary around it.
  await preloadLanding();
  const queryClient = createQueryClient();
  // A component that throws would leave its part to the browser; the build fails instead.
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(<App Router={LandingRouter} queryClient={queryClient} />, {
    // A large boundary would otherwise be sent apart with an inline script to move it in place,
    // which the CSP (`script-src 'self'`) blocks: the whole page goes out as plain markup.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failure ??= error;
    },
  });
  // The queries the page started (they never run here) hold garbage-collection timers that would
  // keep the build's process alive for minutes.
  queryClient.clear();
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  // React puts an image preload before the markup for every eager <img>; the <img> tags themselves
  // already tell the browser, and preloads would rank the logos above the page's own script.
  const markup = (await streamToString(prelude)).replace(/^(<link rel="preload" as="image"[^>]*\/>)+/, '');
  if (!indexHtml.includes(HTML_TAG)) throw new Error(`index.html has no ${HTML_TAG}`);
  const { html, attribute } = nameAppScriptsForAfterPaint(withLandingBoot(indexHtml, landingBootSrc));
  return html.replace(HTML_TAG, `<html lang="id" ${PRERENDERED_ATTRIBUTE} ${attribute}>`).replace(EMPTY_ROOT, `<div id="root">${markup}</div>`);
}
