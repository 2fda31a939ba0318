import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../infra/config.ts';
import { createDb } from '../../infra/db.ts';
import { freshDatabase } from '../helpers/database.ts';

// docs/decisions/060-pools-timeouts-and-image-work.md: the api's and the bot's connections carry a
// statement_timeout, so Postgres cancels a runaway statement and its connection returns to the pool.

const { url } = await freshDatabase();
const timed = createDb(url, { poolMax: 1, statementTimeoutMs: 300 });
const plain = createDb(url, { poolMax: 1 });
afterAll(async () => {
  await Promise.all([timed.destroy(), plain.destroy()]);
});

describe('the statement timeout', () => {
  it('defaults to 5 s, a read pool of 5 beside the pool of 10', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.DATABASE_STATEMENT_TIMEOUT_MS).toBe(5_000);
    expect(config.DATABASE_READ_POOL_MAX).toBe(5);
    expect(config.DATABASE_POOL_MAX).toBe(10);
  });

  it('is set on every connection of a handle made with it, and cancels a longer statement (57014)', async () => {
    const shown = await timed.raw<{ rows: { statement_timeout: string }[] }>('show statement_timeout');
    expect(shown.rows[0]?.statement_timeout).toBe('300ms');
    await expect(timed.raw('select pg_sleep(2)')).rejects.toMatchObject({ code: '57014' });
    // The connection is usable again at once.
    expect((await timed.raw('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('is left to the server on a handle made without it (jobs, migrations)', async () => {
    const shown = await plain.raw<{ rows: { statement_timeout: string }[] }>('show statement_timeout');
    expect(shown.rows[0]?.statement_timeout).toBe('0');
  });
});
