import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { EmbeddedPostgresError, type EmbeddedDb, type EmbeddedPostgresOptions } from './embedded-postgres.ts';
import type { Logger } from './logger.ts';

/** What the holder process says back; the parent says only 'stop'. */
export type HolderMessage =
  { type: 'ready'; url: string; port: number } | { type: 'failed'; message: string; known: boolean } | { type: 'log'; text: string };

export type HolderStart = Omit<EmbeddedPostgresOptions, 'onLog'>;

const HOLDER = fileURLToPath(new URL('./detached-postgres-holder.ts', import.meta.url));

/**
 * The embedded Postgres of `npm start`, run by a holder process in a process group of its own. A
 * terminal's Ctrl-C goes to the whole foreground group: Postgres in it shut down at the same
 * instant as the app and every open connection died mid-shutdown with level-50 errors. Here only
 * the app hears it; it stops its workers and pools first and the database last. The holder stops
 * the cluster when told, and also when its parent dies without telling it (the IPC channel closes).
 */
export function startDetachedEmbeddedPostgres(options: HolderStart & { logger?: Logger }): Promise<EmbeddedDb> {
  const { logger, ...start } = options;
  // tsx by its own address: the parent may run under another loader (vitest) or from another folder.
  const holder = fork(HOLDER, [], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    execArgv: ['--import', import.meta.resolve('tsx')],
  });
  const exited = new Promise<void>((resolve) => holder.once('exit', () => resolve()));
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= holder.connected ? (holder.send('stop'), exited) : exited;
    return stopping;
  };

  return new Promise((resolve, reject) => {
    holder.on('message', (message: HolderMessage) => {
      if (message.type === 'log') logger?.debug({ source: 'postgres' }, message.text);
      else if (message.type === 'ready') resolve({ url: message.url, port: message.port, stop });
      else reject(message.known ? new EmbeddedPostgresError(message.message) : new Error(message.message));
    });
    holder.once('exit', (code) =>
      reject(new EmbeddedPostgresError(`proses Postgres bawaan berhenti sebelum siap (kode ${code ?? 'sinyal'})`)),
    );
    holder.send({ type: 'start', options: start satisfies HolderStart });
  });
}
