import knexFactory, { type Knex } from 'knex';
import pg from 'pg';

export type Db = Knex;
export type Trx = Knex.Transaction;

// Integers are money and counts here; bigint columns (e.g. sums) come back as strings otherwise.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));
// numeric(…) columns (ratings) as numbers; they are small and bounded by CHECKs.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value: string) => Number(value));

export function createDb(url: string, options: { poolMax?: number } = {}): Db {
  return knexFactory({
    client: 'pg',
    connection: url,
    pool: { min: 0, max: options.poolMax ?? 10 },
  });
}

export async function pingDb(db: Db): Promise<void> {
  await db.raw('select 1');
}
