import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../infra/logger.ts';
import { listenForOutbox, readOutboxEvent, writeOutbox } from '../../infra/outbox.ts';
import { jobIdForDelivery, jobIdForOutbox } from '../../infra/queue.ts';
import { freshDatabase } from '../helpers/database.ts';

const { db } = await freshDatabase();
const logger = createLogger({ level: 'silent' });

/** The job the relay would add for a row: its id and its random key. */
const refOf = async (outboxId: number) => ({
  outboxId,
  jobKey: (await db('outbox').where({ id: outboxId }).first<{ job_key: string }>('job_key')).job_key,
});
const transactionId = () => randomUUID();

describe('writeOutbox', () => {
  it('writes the event only when the caller transaction commits', async () => {
    let rolledBackId = 0;
    await db
      .transaction(async (trx) => {
        rolledBackId = await writeOutbox(trx, 'booking.created', { transactionId: transactionId() });
        throw new Error('use case failed');
      })
      .catch(() => {});
    expect(await db('outbox').where({ id: rolledBackId }).first()).toBeUndefined();

    const payload = { payoutId: randomUUID(), transactionId: transactionId(), status: 'APPROVED' as const };
    const id = await db.transaction((trx) => writeOutbox(trx, 'payout.decided', payload));
    expect(await readOutboxEvent(db, await refOf(id))).toMatchObject({ id, type: 'payout.decided', payload });
  });

  it('refuses, and rolls the use case back, for an event outside the catalog', async () => {
    const before = await db('outbox').count<{ count: number }[]>('* as count');
    for (const type of ['email.send', 'request.created', 'Booking.created', '']) {
      // @ts-expect-error -- the compiler refuses it too; this is the check for untyped callers.
      await expect(db.transaction((trx) => writeOutbox(trx, type, { transactionId: transactionId() }))).rejects.toThrow(
        /not an event of the catalog/,
      );
    }
    expect(await db('outbox').count<{ count: number }[]>('* as count')).toEqual(before);
  });

  it('refuses a payload with a personal field, a missing id or a malformed id', async () => {
    const id = transactionId();
    const refused = [
      { transactionId: id, email: 'budi@example.com' },
      { transactionId: id, customerPhone: '081234567890' },
      {},
      { transactionId: 'x' },
    ];
    for (const payload of refused) {
      await expect(db.transaction((trx) => writeOutbox(trx, 'booking.created', payload as { transactionId: string }))).rejects.toThrow();
    }
  });

  it('wakes a listener when a row is committed', async () => {
    let wakes = 0;
    const listener = listenForOutbox({ db, logger, onWake: () => (wakes += 1) });
    try {
      // The first wake comes on connecting (to catch up), the next one from the trigger.
      await expect.poll(() => wakes, { timeout: 5000 }).toBeGreaterThanOrEqual(1);
      const before = wakes;
      await db.transaction((trx) => writeOutbox(trx, 'booking.created', { transactionId: transactionId() }));
      await expect.poll(() => wakes, { timeout: 5000 }).toBeGreaterThan(before);
    } finally {
      await listener.close();
    }
  });

  it('reconnects its LISTEN connection after losing it', async () => {
    let wakes = 0;
    const listener = listenForOutbox({ db, logger, onWake: () => (wakes += 1), retry: { minMs: 50, maxMs: 200 } });
    const listening = async () =>
      (
        await db.raw<{ rows: { pid: number }[] }>(
          "select pid from pg_stat_activity where datname = current_database() and query = 'listen ajarin_outbox'",
        )
      ).rows;
    try {
      await expect.poll(async () => (await listening()).length, { timeout: 5000 }).toBe(1);
      await expect.poll(() => wakes, { timeout: 5000 }).toBe(1);
      const [before] = await listening();
      if (!before) throw new Error('no listening session');
      await db.raw('select pg_terminate_backend(?)', [before.pid]);
      // The new connection wakes the relay once it listens, to catch up on what it may have missed.
      await expect.poll(() => wakes, { timeout: 5000 }).toBe(2);
      expect((await listening()).map((row) => row.pid)).not.toContain(before.pid);
      const woken = wakes;
      await db.transaction((trx) => writeOutbox(trx, 'booking.created', { transactionId: transactionId() }));
      await expect.poll(() => wakes, { timeout: 5000 }).toBeGreaterThan(woken);
    } finally {
      await listener.close();
    }
  });
});

describe('job ids', () => {
  it("derives a job id from the row's random key, which BullMQ accepts", () => {
    expect(jobIdForOutbox('0b5e2f4c-51d1-4bb5-9c1e-2f7a3c1d9e10')).toBe('outbox-0b5e2f4c-51d1-4bb5-9c1e-2f7a3c1d9e10');
    expect(jobIdForDelivery('0b5e2f4c-51d1-4bb5-9c1e-2f7a3c1d9e10')).toBe('delivery-0b5e2f4c-51d1-4bb5-9c1e-2f7a3c1d9e10');
  });

  it('gives every row its own key, so ids that restart in another database never share a job id', async () => {
    const ids = await db.transaction(async (trx) => [
      await writeOutbox(trx, 'booking.created', { transactionId: transactionId() }),
      await writeOutbox(trx, 'booking.created', { transactionId: transactionId() }),
    ]);
    const [first, second] = await Promise.all(ids.map(refOf));
    expect(first?.jobKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(first?.jobKey).not.toBe(second?.jobKey);
  });
});
