import pg from 'pg';
import { databaseUrlOf, type Db } from './db.ts';
import type { Logger } from './logger.ts';

// A LISTEN on one Postgres channel over a dedicated connection (a pooled one would be handed to
// other queries and lose the LISTEN). Notifications sent while the connection is down are lost,
// so `onConnect` tells the owner each time it is listening again, to catch up its own way, and
// `onDisconnect` the moment it stops, for an owner that must not trust what it heard before.

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export type PgListener = {
  /** Resolves once listening (the first time), or when closed first. */
  ready: Promise<void>;
  close: () => Promise<void>;
};

export type PgListenOptions = {
  db: Db;
  channel: string;
  logger: Logger;
  onNotification: (payload: string) => void;
  /** After every successful LISTEN; `reconnected` is false the first time. */
  onConnect?: (info: { reconnected: boolean }) => void;
  /** When a listening connection (or an attempt) is lost; a retry follows. */
  onDisconnect?: () => void;
  /** Backoff between attempts: doubles from minMs up to maxMs, forever, until closed. */
  retry?: { minMs: number; maxMs: number };
};

export function listenToChannel(options: PgListenOptions): PgListener {
  const { channel, logger, onNotification } = options;
  if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid channel name ${JSON.stringify(channel)}`);
  const retry = options.retry ?? { minMs: 500, maxMs: 30_000 };
  const connectionString = databaseUrlOf(options.db);
  let current: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let failures = 0;
  let connectedOnce = false;
  let closed = false;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const drop = (client: pg.Client, reason: unknown) => {
    if (closed || client !== current) return;
    current = undefined;
    client.removeAllListeners();
    // Late socket errors of a dropped client must not become uncaught exceptions.
    client.on('error', () => {});
    void client.end().catch(() => {});
    const delay = Math.min(retry.maxMs, retry.minMs * 2 ** failures);
    failures += 1;
    logger.warn({ channel, error: summarize(reason), retryInMs: delay }, 'LISTEN connection lost; reconnecting');
    options.onDisconnect?.();
    timer = setTimeout(() => void connect(), delay);
  };

  const connect = async (): Promise<void> => {
    if (closed) return;
    const client = new pg.Client({ connectionString, keepAlive: true });
    current = client;
    client.on('error', (error) => drop(client, error));
    client.on('end', () => drop(client, new Error('connection ended')));
    client.on('notification', (message) => {
      if (message.channel === channel) onNotification(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
      if (closed || client !== current) return;
      failures = 0;
      const reconnected = connectedOnce;
      connectedOnce = true;
      markReady();
      options.onConnect?.({ reconnected });
    } catch (error) {
      drop(client, error);
    }
  };

  void connect();
  return {
    ready,
    close: async () => {
      closed = true;
      markReady();
      clearTimeout(timer);
      const client = current;
      current = undefined;
      if (!client) return;
      client.removeAllListeners();
      client.on('error', () => {});
      await client.end().catch(() => {});
    },
  };
}

function summarize(error: unknown): { name: string; message: string } {
  return error instanceof Error ? { name: error.name, message: error.message } : { name: 'Error', message: String(error) };
}
