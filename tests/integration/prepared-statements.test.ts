import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../infra/db.ts';
import { PREPARED } from '../../infra/prepared-statements.ts';
import { freshDatabase } from '../helpers/database.ts';

// docs/decisions/068-hot-statements-prepared.md: a statement marked PREPARED is parsed once per
// connection, an unmarked one every time, and a migration that changes a whole row a prepared
// statement returns does not break it.

const { url } = await freshDatabase();
// One connection, so every statement below meets what the ones before it prepared.
const db = createDb(url, { poolMax: 1 });
afterAll(async () => {
  await db.destroy();
});

const preparedHere = async () =>
  (await db.raw<{ rows: { statement: string }[] }>('select statement from pg_prepared_statements order by statement')).rows.map(
    (row) => row.statement,
  );

describe('statements marked PREPARED', () => {
  it('are prepared once per connection and answer for each call’s own values; unmarked ones are not kept', async () => {
    await db.raw('create table prepared_things (id int primary key, label text not null)');
    await db('prepared_things').insert([
      { id: 1, label: 'satu' },
      { id: 2, label: 'dua' },
    ]);
    const label = async (id: number) =>
      (await db('prepared_things').where({ id }).first<{ label: string } | undefined>('label').options(PREPARED))?.label;

    expect([await label(1), await label(2), await label(3)]).toEqual(['satu', 'dua', undefined]);
    await db.raw('select label from prepared_things where id = ?', [1]);
    expect(await preparedHere()).toEqual(['select "label" from "prepared_things" where "id" = $1 limit $2']);
  });

  it('still answer, with the new columns, after a migration changed the whole row they return', async () => {
    await db.raw('create table prepared_rows (id int primary key)');
    await db('prepared_rows').insert({ id: 1 });
    const row = () => db.raw<{ rows: Record<string, unknown>[] }>('select * from prepared_rows where id = ?', [1]).options(PREPARED);
    expect((await row()).rows).toEqual([{ id: 1 }]);

    await db.raw("alter table prepared_rows add column note text not null default 'baru'");
    expect((await row()).rows).toEqual([{ id: 1, note: 'baru' }]);
    expect((await row()).rows).toEqual([{ id: 1, note: 'baru' }]);
    // The stale one is left behind on this connection; the new name is prepared once.
    expect((await preparedHere()).filter((statement) => statement.includes('prepared_rows'))).toHaveLength(2);
  });

  it('are sent unnamed inside a transaction, where a second send would meet an aborted transaction', async () => {
    await db.raw('create table prepared_in_transactions (id int primary key)');
    const before = await preparedHere();
    await db.transaction(async (trx) => {
      await trx.raw('select id from prepared_in_transactions where id = ?', [1]).options(PREPARED);
    });
    expect(await preparedHere()).toEqual(before);
  });

  it('leave every other error as it is', async () => {
    const missing = db.raw('select * from prepared_nowhere where id = ?', [1]).options(PREPARED);
    await expect(missing).rejects.toMatchObject({ code: '42P01' });
  });
});
