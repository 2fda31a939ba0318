// `npm run dev`: hot reload for both halves. The server restarts on every change of its sources
// (tsx watch); the web app is served by Vite's dev server with HMR, proxying the API to PORT.
import { spawn, type ChildProcess } from 'node:child_process';

const port = process.env.PORT ?? '3000';
const WEB_PORT = '5173';
const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', '--exclude', 'web/**', '--exclude', 'dist/**', '--exclude', '.data/**', 'scripts/start.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port, AJARIN_WEB: 'dev', DEV_WEB_PORT: WEB_PORT },
  }),
  spawn('npx', ['vite', '--config', 'web/vite.config.ts', '--port', WEB_PORT, '--strictPort'], { stdio: 'inherit', env: process.env }),
];
process.stdout.write(`Buka http://localhost:${WEB_PORT} (web dengan hot reload; API di http://localhost:${port}).\n`);

let stopping = false;
function stop(): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
}
for (const child of children) child.on('exit', stop);
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
