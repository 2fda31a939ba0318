import knexFactory, { type Knex } from 'knex';
import pg from 'pg';

export type Db = Knex;
export type Trx = Knex.Transaction;

// Integers are money and counts here; bigint columns (e.g. sums) come back as strings otherwise.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));
// numeric(…) columns (ratings) as numbers; they are small and bounded by CHECKs.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value: string) => Number(value));

// knex drops the password from the settings it keeps, so the URL is remembered here for the
// dedicated LISTEN connections that live outside the pool.
const urls = new WeakMap<Db, string>();

export function createDb(url: string, options: { poolMax?: number } = {}): Db {
  const db = knexFactory({
    client: 'pg',
    connection: url,
    pool: { min: 0, max: options.poolMax ?? 10 },
  });
  urls.set(db, url);
  return db;
}

/** The URL a handle was created with (for connections outside the pool, e.g. LISTEN). */
export function databaseUrlOf(db: Db): string {
  const url = urls.get(db);
  if (!url) throw new Error('database handle was not created by createDb');
  return url;
}

export async function pingDb(db: Db): Promise<void> {
  await db.raw('select 1');
}
