import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { bootEntry } from './vite-boot-entry.ts';
import { precompress } from './vite-precompress.ts';

// The api serves the built SPA from dist/web; in development Vite serves it and forwards every
// server path to the api on :3000 so cookies stay same-origin.
const apiTarget = 'http://127.0.0.1:3000';
const proxied = ['/api', '/dev', '/media', '/healthz', '/readyz'];

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss(), bootEntry(import.meta.dirname), precompress()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    assetsDir: 'assets',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page runs, in one file: compressed together it is smaller than in three, and
          // a deploy that only changes our code leaves it cached.
          groups: [
            { name: 'vendor', test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|@tanstack|sonner)[\\/]/ },
            // The tutor card and its small helpers (formatting, badges, photo) serve the landing, the
            // gallery and the profile: as one file rather than a dozen of a few hundred bytes, each
            // of which costs a request and its headers (most of 1 KB) on a phone.
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
    proxy: Object.fromEntries(proxied.map((path) => [path, apiTarget])),
  },
});
