import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './build/precompress.ts';

// The api serves the built SPA from dist/web; in development Vite serves it and forwards every
// server path to the api on :3000 so cookies stay same-origin.
const apiTarget = 'http://127.0.0.1:3000';
const proxied = ['/api', '/dev', '/media', '/healthz', '/readyz'];

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    assetsDir: 'assets',
  },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, apiTarget])),
  },
});
