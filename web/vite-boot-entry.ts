import path from 'node:path';
import type { Plugin } from 'vite';

const BOOT = 'boot.ts';
/** The pre-rendered landing's boot (web/landing-boot.ts), an entry importing only the bundler's runtime; its file is `assets/landing-boot-<hash>.js`. */
export const LANDING_BOOT = 'landing-boot';
/** The chunk group of React and the libraries every page runs (vite.config.ts). */
export const VENDOR = 'vendor';

/**
 * web/boot.ts as an entry of its own, its script first in index.html (docs/decisions/019). Vite
 * bundles all of index.html's module scripts into one entry, which starts only once React has
 * downloaded; as a separate input the boot carries only the api client and runs while React is
 * still on its way. The landing's own boot (decision 025) is built beside it, for the landing's
 * pre-render (web/prerender-landing.tsx) to put in its place.
 */
export function bootEntry(root: string): Plugin {
  return {
    name: 'ajarin-boot-entry',
    config: (_, env) => {
      if (env.command === 'build') {
        const input = { index: path.join(root, 'index.html'), boot: path.join(root, BOOT), [LANDING_BOOT]: path.join(root, `${LANDING_BOOT}.ts`) };
        return { build: { rolldownOptions: { input } } };
      }
      return undefined;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        const chunks = Object.values(context.bundle ?? {}).filter((output) => output.type === 'chunk');
        const chunk = chunks.find((output) => output.isEntry && output.name === 'boot');
        // Only a build has a bundle; Vite's development server serves the source itself.
        if (context.bundle && !chunk) throw new Error('the boot entry was not built');
        const boot = { tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src: chunk ? `/${chunk.fileName}` : `/${BOOT}` }, injectTo: 'head-prepend' } as const;
        const vendor = chunks.find((output) => output.name === VENDOR);
        if (!vendor) return [boot];
        // React's file, the largest the page waits for, is asked for first: over HTTP/1.1 it takes
        // the connection the HTML came on, already open, instead of opening one of its own
        // (docs/decisions/026-vendor-first.md).
        const preload = `<link rel="modulepreload" crossorigin href="/${vendor.fileName}">`;
        if (!html.includes(preload)) throw new Error(`index.html has no ${preload}`);
        return {
          html: html.replace(preload, ''),
          tags: [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${vendor.fileName}` }, injectTo: 'head-prepend' }, boot],
        };
      },
    },
  };
}
