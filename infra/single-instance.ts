import pg from 'pg';
import { errorSummary } from './log-safe.ts';
import type { Logger } from './logger.ts';

// One process at a time for work that must never run twice (decision 028: the bot process, whose
// WhatsApp socket and Telegram long poll each tolerate exactly one client). The holder keeps a
// Postgres session advisory lock on a connection of its own for as long as it works; the session
// ends when the process dies however it dies (a SIGKILL closes its socket, Postgres ends the
// backend and frees the lock), so a standby polling for the lock takes over within one poll.

export type InstanceLock = {
  /** Resolves when the lock is gone without release(): the connection died, so another may hold it now. */
  lost: Promise<Error>;
  release: () => Promise<void>;
};

export type InstanceLockOptions = {
  /** The database whose advisory lock space is shared by every process of one deployment. */
  databaseUrl: string;
  /** What is guarded; its 64-bit hash is the lock key. */
  name: string;
  logger: Logger;
  /** How often a standby asks again (default 1 s). */
  retryMs?: number;
  /** How often the holder proves its session alive (default 5 s). */
  heartbeatMs?: number;
  /** Called once when the first attempt finds the lock taken: this process now waits. */
  onStandby?: () => void;
  /** Waiting ends without the lock (the process is stopping): acquire resolves null. */
  signal?: AbortSignal;
};

const LOCK_SQL = 'select pg_try_advisory_lock(hashtextextended($1, 0)) as locked';
const UNLOCK_SQL = 'select pg_advisory_unlock(hashtextextended($1, 0))';

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

/**
 * Waits until this process holds the lock `name` (trying every `retryMs`), then keeps it until
 * release() or until its connection fails, which `lost` reports. Null when `signal` aborted first.
 */
export async function acquireInstanceLock(options: InstanceLockOptions): Promise<InstanceLock | null> {
  const retryMs = options.retryMs ?? 1_000;
  const log = options.logger.child({ component: 'instance-lock', lock: options.name });
  let client: pg.Client | undefined;
  let toldStandby = false;

  while (!options.signal?.aborted) {
    try {
      if (!client) {
        client = new pg.Client({ connectionString: options.databaseUrl, application_name: `ajarin-${options.name}-${process.pid}` });
        // A connection that dies while waiting is replaced below; its late errors must not crash.
        client.on('error', () => {});
        await client.connect();
      }
      const { rows } = await client.query<{ locked: boolean }>(LOCK_SQL, [options.name]);
      if (rows[0]?.locked) return holding(client, options, log);
      if (!toldStandby) {
        toldStandby = true;
        log.info('another process holds the lock; waiting as a standby');
        options.onStandby?.();
      }
    } catch (error) {
      log.warn({ err: errorSummary(error) }, 'could not ask for the instance lock; trying again');
      await client?.end().catch(() => {});
      client = undefined;
    }
    await sleep(retryMs, options.signal);
  }
  await client?.end().catch(() => {});
  return null;
}

function holding(client: pg.Client, options: InstanceLockOptions, log: Logger): InstanceLock {
  let released = false;
  let reportLost!: (error: Error) => void;
  const lost = new Promise<Error>((resolve) => (reportLost = resolve));
  const fail = (error: Error) => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    log.error({ err: errorSummary(error) }, 'the instance lock connection failed; the lock may be another process’s now');
    void client.end().catch(() => {});
    reportLost(error);
  };
  client.removeAllListeners('error');
  client.on('error', fail);
  client.on('end', () => fail(new Error('the instance lock connection ended')));
  // A session the server ended (a restart, a terminated backend) shows only on the next query.
  const heartbeat = setInterval(() => {
    client.query('select 1').catch((error: unknown) => fail(error instanceof Error ? error : new Error(String(error))));
  }, options.heartbeatMs ?? 5_000);
  heartbeat.unref();
  log.info('holding the instance lock');
  return {
    lost,
    release: async () => {
      if (released) return;
      released = true;
      clearInterval(heartbeat);
      client.removeAllListeners('end');
      await client.query(UNLOCK_SQL, [options.name]).catch(() => {});
      await client.end().catch(() => {});
    },
  };
}
