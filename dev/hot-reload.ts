// `npm run dev`: the all-in-one server under `tsx watch`, restarting on every change of its
// sources, with the web app served from source by Vite inside it (hot reload, pages rendered on
// the server with the current code): one address, PORT (3000).
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '3000';
const child = spawn(
  'npx',
  ['tsx', 'watch', '--clear-screen=false', '--exclude', 'web/**', '--exclude', 'dist/**', '--exclude', '.data/**', 'scripts/start.ts'],
  {
    stdio: 'inherit',
    env: { ...process.env, PORT: port, AJARIN_WEB: 'dev' },
  },
);
process.stdout.write(`Buka http://localhost:${port} (web dengan hot reload).\n`);

const stop = () => child.kill('SIGTERM');
child.on('exit', (code) => process.exit(code ?? 0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
