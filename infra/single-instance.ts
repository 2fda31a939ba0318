import pg from 'pg';
import type { Db } from './db.ts';
import { errorSummary } from './log-safe.ts';
import type { Logger } from './logger.ts';

// One process at a time for work that must never run twice (decision 028: the bot process, whose
// WhatsApp socket and Telegram long poll each tolerate exactly one client). The holder keeps a
// Postgres session advisory lock on a connection of its own for as long as it works; the session
// ends when the process dies however it dies, and Postgres frees the lock.
//
// A holder that vanishes without closing its socket (a host powered off, a network cut, a frozen
// process) is found out by timeouts on both ends (decision 038): the server ends a lock session
// that stays idle longer than `sessionTimeoutMs` (idle_session_timeout; the holder's heartbeat
// keeps it busy), with TCP keepalives beside it; the holder gives up when a heartbeat gets no
// answer within `heartbeatMs`. Two heartbeats plus their timeouts fit inside the server's timeout,
// so a cut-off holder stops before a standby can take over. Every holding takes the next epoch
// (table instance_locks), which writes of the holder's alone check (checkFence).

export type LockFence = {
  /** The lock's name: its row in instance_locks. */
  name: string;
  /** This holding's number: higher than every holding before it. */
  epoch: number;
  /** A fenced write found a newer holding: the lock is gone, whatever the heartbeat says yet. */
  lost: (error: Error) => void;
};

export type InstanceLock = {
  /** Resolves when the lock is gone without release(): the connection died, so another may hold it now. */
  lost: Promise<Error>;
  release: () => Promise<void>;
  /** What writes that only the holder may make pass to checkFence. */
  fence: LockFence;
};

export type InstanceLockOptions = {
  /** The database whose advisory lock space is shared by every process of one deployment. */
  databaseUrl: string;
  /** What is guarded; its 64-bit hash is the lock key. */
  name: string;
  logger: Logger;
  /** How often a standby asks again (default 1 s). */
  retryMs?: number;
  /** How often the holder proves its session alive, and how long it waits for the answer (default 5 s). */
  heartbeatMs?: number;
  /** How long Postgres keeps a lock session that says nothing (default 4 heartbeats, 5 s at least): a standby takes over within this. */
  sessionTimeoutMs?: number;
  /** Called once when the first attempt finds the lock taken: this process now waits. */
  onStandby?: () => void;
  /** Waiting ends without the lock (the process is stopping): acquire resolves null. */
  signal?: AbortSignal;
};

/** A fenced write found that another process has held the lock since this one took it. */
export class LostInstanceLockError extends Error {
  constructor(fence: Pick<LockFence, 'name' | 'epoch'>, current: number | undefined) {
    super(`the ${fence.name} lock is held by a newer process (epoch ${current ?? 'unknown'}, ours ${fence.epoch}); this write is refused`);
    this.name = 'LostInstanceLockError';
  }
}

const LOCK_SQL = 'select pg_try_advisory_lock(hashtextextended($1, 0)) as locked';
const UNLOCK_SQL = 'select pg_advisory_unlock(hashtextextended($1, 0))';
const NEXT_EPOCH_SQL = `insert into instance_locks (name, epoch) values ($1, 1)
  on conflict (name) do update set epoch = instance_locks.epoch + 1, acquired_at = now() returning epoch`;
/** Seconds: a dead peer is found within idle + interval × count when nothing else finds it first. */
const SERVER_KEEPALIVE = { idle: 5, interval: 2, count: 3 };
/** How long a fenced write transaction may sit idle (its client cut off): it holds the epoch row against the next holder. */
const FENCED_IDLE_MS = 5_000;
/** Quick heartbeats (tests) still leave a busy event loop a few seconds before the server gives up on it. */
const MIN_SESSION_TIMEOUT_MS = 5_000;

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

/** A lock connection: every query answered within `timeoutMs`, and the server told to end it when it goes quiet. */
async function lockConnection(options: InstanceLockOptions, timeoutMs: number, sessionTimeoutMs: number): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString: options.databaseUrl,
    application_name: `ajarin-${options.name}-${process.pid}`,
    connectionTimeoutMillis: Math.max(timeoutMs, 5_000),
    query_timeout: timeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: SERVER_KEEPALIVE.idle * 1000,
  });
  // A connection that dies while waiting is replaced by the caller; its late errors must not crash.
  client.on('error', () => {});
  try {
    await client.connect();
    // Session settings, so they need a session of our own (no pooler in transaction mode).
    await client.query(
      `set idle_session_timeout = ${sessionTimeoutMs}; set statement_timeout = ${timeoutMs};
       set tcp_keepalives_idle = ${SERVER_KEEPALIVE.idle}; set tcp_keepalives_interval = ${SERVER_KEEPALIVE.interval};
       set tcp_keepalives_count = ${SERVER_KEEPALIVE.count}`,
    );
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  return client;
}

/**
 * Waits until this process holds the lock `name` (trying every `retryMs`), then keeps it until
 * release() or until its connection fails, which `lost` reports. Null when `signal` aborted first.
 */
export async function acquireInstanceLock(options: InstanceLockOptions): Promise<InstanceLock | null> {
  const retryMs = options.retryMs ?? 1_000;
  const heartbeatMs = options.heartbeatMs ?? 5_000;
  const sessionTimeoutMs = options.sessionTimeoutMs ?? Math.max(4 * heartbeatMs, MIN_SESSION_TIMEOUT_MS);
  const log = options.logger.child({ component: 'instance-lock', lock: options.name });
  let client: pg.Client | undefined;
  let toldStandby = false;

  while (!options.signal?.aborted) {
    try {
      client ??= await lockConnection(options, heartbeatMs, sessionTimeoutMs);
      const { rows } = await client.query<{ locked: boolean }>(LOCK_SQL, [options.name]);
      if (rows[0]?.locked) {
        // Taken after the lock, so it outnumbers every earlier holding; it waits for their fenced writes to commit.
        const next = await client.query<{ epoch: string }>(NEXT_EPOCH_SQL, [options.name]);
        return holding(client, Number(next.rows[0]!.epoch), { ...options, heartbeatMs }, log);
      }
      if (!toldStandby) {
        toldStandby = true;
        log.info('another process holds the lock; waiting as a standby');
        options.onStandby?.();
      }
    } catch (error) {
      log.warn({ err: errorSummary(error) }, 'could not ask for the instance lock; trying again');
      // Ending the session frees the lock if it was just granted.
      await client?.end().catch(() => {});
      client = undefined;
    }
    await sleep(retryMs, options.signal);
  }
  await client?.end().catch(() => {});
  return null;
}

function holding(client: pg.Client, epoch: number, options: InstanceLockOptions & { heartbeatMs: number }, log: Logger): InstanceLock {
  let released = false;
  let reportLost!: (error: Error) => void;
  const lost = new Promise<Error>((resolve) => (reportLost = resolve));
  const fail = (error: Error) => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    log.error({ err: errorSummary(error) }, 'lost the instance lock (its connection failed or a newer holder wrote); stopping');
    // Not awaited: over a cut network the goodbye may never arrive.
    void client.end().catch(() => {});
    reportLost(error);
  };
  client.removeAllListeners('error');
  client.on('error', fail);
  client.on('end', () => fail(new Error('the instance lock connection ended')));
  // A session the server ended (a restart, a terminated backend, the idle timeout) shows only on
  // the next query; a network cut shows as no answer within the query timeout.
  const heartbeat = setInterval(() => {
    client.query('select 1').catch((error: unknown) => fail(error instanceof Error ? error : new Error(String(error))));
  }, options.heartbeatMs);
  heartbeat.unref();
  log.info({ epoch }, 'holding the instance lock');
  return {
    lost,
    fence: { name: options.name, epoch, lost: fail },
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

/**
 * The first statement of a write transaction that only the holder of `fence` may commit: it
 * share-locks the lock's epoch row until the commit (a new holder's epoch waits for it) and throws
 * LostInstanceLockError, telling the holding, when a newer holding exists.
 */
export async function checkFence(trx: Db, fence: LockFence): Promise<void> {
  const { rows } = await trx.raw<{ rows: { epoch: number }[] }>(
    `select epoch, set_config('idle_in_transaction_session_timeout', ?, true) from instance_locks where name = ? for share`,
    [String(FENCED_IDLE_MS), fence.name],
  );
  const current = rows[0] ? Number(rows[0].epoch) : undefined;
  if (current === fence.epoch) return;
  const error = new LostInstanceLockError(fence, current);
  fence.lost(error);
  throw error;
}
