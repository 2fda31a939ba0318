import { describe, expect, it } from 'vitest';
import { migrationConfig } from '../../migrations/index.ts';
import { freshDatabase } from '../helpers/database.ts';
import { requestFixtures } from '../helpers/request-fixtures.ts';

// Decision 048: transactions awaiting payment when the kode unik arrives get codes 1, 2, 3… by
// age, so the rule holds from the first minute; the others never awaited a code and keep none.

const { db } = await freshDatabase();
const { tutor, customer, request, choose } = requestFixtures(db);
const MIGRATION = '20261128001000_transaction_unique_code';

describe(MIGRATION, () => {
  it('gives the open transactions codes by age and leaves paid and cancelled ones without', async () => {
    await db.migrate.down({ ...migrationConfig, name: MIGRATION });
    const owner = await customer();
    const teacher = await tutor();
    const open = async (status: string) => choose(await request(owner, { status: 'OPEN' }), teacher.id, status);
    const first = await open('UNPAID');
    const paid = await open('PAID');
    const second = await open('PROOF_SUBMITTED');
    const cancelled = await open('CANCELLED');
    const third = await open('UNPAID');
    // Same-instant rows (one test transaction each, but now() may repeat) are ordered by id: make
    // the ages distinct so the expected order is the insertion order.
    for (const [index, id] of [first, paid, second, cancelled, third].entries()) {
      await db('transactions')
        .where({ id })
        .update({ created_at: db.raw(`now() - interval '${10 - index} minutes'`) });
    }

    await db.migrate.up({ ...migrationConfig, name: MIGRATION });
    const codeOf = async (id: string) =>
      (await db('transactions').where({ id }).first<{ unique_code: number | null }>('unique_code'))!.unique_code;
    expect([await codeOf(first), await codeOf(second), await codeOf(third)]).toEqual([1, 2, 3]);
    expect([await codeOf(paid), await codeOf(cancelled)]).toEqual([null, null]);
  });
});
