import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { bootEntry, VENDOR } from './vite-boot-entry.ts';
import { precompress } from './vite-precompress.ts';

// The api serves the built SPA from dist/web; in development Vite serves it and forwards every
// server path to the api on :3000 so cookies stay same-origin.
const apiTarget = 'http://127.0.0.1:3000';
const proxied = ['/api', '/dev', '/media', '/healthz', '/readyz'];

// react-router's package exports its development build to every bundler, production builds
// included (remix-run/react-router#14102): the same code with its dev-only checks and warnings
// switched on (ENABLE_DEV_WARNINGS). The build takes the production files it ships beside them.
const routerDist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
const productionRouter = [
  { find: /^react-router$/, replacement: path.join(routerDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(routerDist, 'dom-export.mjs') },
];
// The browser runs React's API on Preact's compatibility layer (docs/decisions/027-preact-in-the-browser.md);
// the dev server, the unit tests and the landing's pre-render keep React.
const preact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  resolve: { alias: command === 'build' ? [...productionRouter, ...preact] : [] },
  plugins: [react(), tailwindcss(), bootEntry(import.meta.dirname), precompress()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    assetsDir: 'assets',
    rolldownOptions: {
      // react-router looks React 19's `use` and `useOptimistic` up by name and does without them
      // (`use` serves its server components only); preact/compat has neither, which is no fault.
      onLog(level, log, handler) {
        if (log.code === 'IMPORT_IS_UNDEFINED' && /node_modules[\\/]react-router[\\/]/.test(log.id ?? '')) return;
        handler(level, log);
      },
      output: {
        codeSplitting: {
          // What every page runs, in one file: compressed together it is smaller than in three, and
          // a deploy that only changes our code leaves it cached.
          groups: [
            { name: VENDOR, test: /node_modules[\\/](preact|react|react-dom|react-router|scheduler|cookie|set-cookie-parser|@tanstack)[\\/]/ },
            // The tutor card and its small helpers (formatting, badges, photo) serve the landing, the
            // gallery and the profile: as one file rather than a dozen of a few hundred bytes, each
            // of which costs a request and its headers (most of 1 KB) on a phone.
            // The toasts' library, downloaded after the first paint (docs/decisions/023).
            { name: 'sonner', test: /node_modules[\\/]sonner[\\/]/ },
            { name: 'tutor-card', test: /web[\\/]components[\\/]tutors[\\/]/ },
          ],
          // The small helpers two pages share (badges, labels, query keys) are copied into each page's
          // file instead of one file per helper: /transactions asked for 19 scripts, now 6. Over HTTP/1.1
          // a phone fetches six at a time, so every extra file was a round trip (decision 018). CSS
          // stays out: Vite would emit a copied module's styles once per copy.
          experimentalInlineCommonChunks: { maxSize: 8 * 1024, exclude: /\.css(\?|$)/ },
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, apiTarget])),
  },
}));
