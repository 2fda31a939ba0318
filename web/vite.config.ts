import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './vite-precompress.ts';

// react-router's package exports its development build to every bundler and to Node, production
// builds included (remix-run/react-router#14102): the same code with its dev-only checks and
// warnings switched on (ENABLE_DEV_WARNINGS). Both builds take the production files it ships beside them.
const routerDist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
const productionRouter = [
  { find: /^react-router$/, replacement: path.join(routerDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(routerDist, 'dom-export.mjs') },
];

/**
 * One config for the browser's build (dist/web/client) and the server's (`--ssr entry-server.tsx`,
 * dist/web/server), as in Vite's own server-rendering guide; scripts/build-web.ts runs both. In
 * development the api runs Vite as middleware (api/pages/web-app.ts) and renders with the source.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  root: import.meta.dirname,
  resolve: { alias: command === 'build' ? productionRouter : [] },
  plugins: [react(), tailwindcss(), precompress()],
  // Bundled into the server build, so that the alias above applies there too; react-router-dom
  // goes with it, or the server would run two routers that do not share their context. In
  // development Node loads the package as it is.
  ssr: command === 'build' ? { noExternal: ['react-router', 'react-router-dom'] } : {},
  build: {
    emptyOutDir: true,
    // The browser's build names each page's chunks for the server's modulepreload links
    // (api/pages/module-preloads.ts); scripts/build-web.ts moves it out of the served files.
    manifest: !isSsrBuild,
    // Vite's own preloads of the entry's imports stay out of the template's head, before the
    // stylesheet; the server names the route's chunks after the page instead
    // (api/pages/module-preloads.ts). A later page's chunk still comes with its imports at once
    // (Vite's preload of dynamic imports).
    modulePreload: { resolveDependencies: (_file, dependencies, { hostType }) => (hostType === 'html' ? [] : dependencies) },
    assetsDir: 'assets',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page runs, in one file: compressed together it is smaller than in several,
          // and a deploy that only changes our code leaves it cached.
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|cookie|set-cookie-parser|@tanstack|sonner)[\\/]/,
            },
            // The tutor card and its small helpers (formatting, badges, photo) serve the landing, the
            // gallery and the profile: one file rather than a dozen of a few hundred bytes.
            { name: 'tutor-card', test: /web[\\/]components[\\/]tutors[\\/]/ },
          ],
          // The small helpers two pages share (badges, labels, query keys, schemas) are copied into
          // each page's file instead of one file per helper: /faq asked for 20 scripts. Over HTTP/1.1
          // a phone fetches six at a time, and the page is not interactive before all have come. CSS
          // stays out: Vite would emit a copied module's styles once per copy. The browser's build
          // only: the server's entry keeps its exports, which the option cannot.
          ...(isSsrBuild ? {} : { experimentalInlineCommonChunks: { maxSize: 8 * 1024, exclude: /\.css(\?|$)/ } }),
        },
      },
    },
  },
}));
