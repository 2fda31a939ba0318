import type { HolderMessage, HolderStart } from './detached-postgres.ts';
import { EmbeddedPostgresError, startEmbeddedPostgres, type EmbeddedDb } from './embedded-postgres.ts';

// The holder process of detached-postgres.ts: starts the cluster, reports, and stops it when the
// parent says so or disappears. It has no terminal and no logger: Postgres's log goes to the parent.
const say = (message: HolderMessage) => new Promise<void>((resolve) => process.send?.(message, () => resolve()) ?? resolve());
let db: EmbeddedDb | undefined;
let stopping = false;

async function stopAndExit(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await db?.stop().catch(() => {});
  process.exit(0);
}

process.on('message', (message: { type: 'start'; options: HolderStart } | 'stop') => {
  if (message === 'stop') return void stopAndExit();
  startEmbeddedPostgres({ ...message.options, onLog: (text) => void say({ type: 'log', text }) })
    .then((started) => {
      db = started;
      if (stopping) return void started.stop();
      void say({ type: 'ready', url: started.url, port: started.port });
    })
    .catch(async (error: unknown) => {
      await say({
        type: 'failed',
        message: error instanceof Error ? error.message : String(error),
        known: error instanceof EmbeddedPostgresError,
      });
      process.exit(1);
    });
});
// The parent died without a word: nobody else will ever stop this cluster.
process.on('disconnect', () => void stopAndExit());
