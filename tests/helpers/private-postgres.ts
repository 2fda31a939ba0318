import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDb } from '../../infra/embedded-postgres.ts';
import { createDb } from '../../infra/db.ts';
import { migrateLatest } from '../../migrations/index.ts';
import { sparePort } from '../../infra/ports.ts';

export type PrivatePostgres = {
  url: string;
  /** A clean stop (pg_ctl stop -m fast): every connection is ended by the server. */
  stop: () => Promise<void>;
  /** The same cluster again, same port and data. */
  start: () => Promise<void>;
};

/**
 * A Postgres server of this test file alone (the `embedded-postgres` package, in a temporary
 * directory, on a spare port), migrated, so the test can stop and start it: the machine's server
 * is shared and is never restarted by a test.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajarin-pg-'));
  // The package runs Postgres as its own system user when the test runs as root.
  fs.chmodSync(dir, 0o777);
  const options = { dir: path.join(dir, 'data'), port: await sparePort(), database: 'ajarin' };
  let server: EmbeddedDb | undefined = await startEmbeddedPostgres(options);
  const { url } = server;
  const db = createDb(url, { poolMax: 1 });
  await migrateLatest(db);
  await db.destroy();

  const stop = async () => {
    await server?.stop();
    server = undefined;
  };
  afterAll(async () => {
    await stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    url,
    stop,
    start: async () => {
      server ??= await startEmbeddedPostgres(options);
    },
  };
}
