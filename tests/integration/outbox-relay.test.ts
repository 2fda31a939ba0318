import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnRedis, type LocalRedis } from '../../infra/local-redis.ts';
import type { Knex } from 'knex';
import type { Db } from '../../infra/db.ts';
import { createMailer } from '../../infra/mail.ts';
import { writeOutbox } from '../../infra/outbox.ts';
import { createQueues, jobIdForOutbox } from '../../infra/queue.ts';
import { createWorkers } from '../../jobs/create-workers.ts';
import { createOutboxRelay } from '../../jobs/outbox-relay.ts';
import { issueEmailToken } from '../../services/accounts/email-tokens.ts';
import { notificationContextFrom } from '../../services/notifications/notification-context.ts';
import { createNotificationPlans } from '../../services/notifications/plans.ts';
import { freshDatabase, redisPrefix } from '../helpers/database.ts';
import { startSmtpCapture } from '../helpers/smtp-capture.ts';

// This file stops and restarts Redis, so it runs its own redis-server on a spare port; the shared
// one is never touched.

async function sparePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const { db } = await freshDatabase();
const smtp = await startSmtpCapture();
const redisDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajarin-outbox-redis-'));
const redisPort = await sparePort();
let redis: LocalRedis = await spawnRedis({ port: redisPort, dir: redisDir });
const redisUrl = redis.url;
const prefix = redisPrefix();

// Every line the jobs side logs, to prove no personal data reaches the log.
const logLines: string[] = [];
const logger = pino({ level: 'debug' }, { write: (line: string) => void logLines.push(line) });

const queues = createQueues({ redisUrl, prefix, logger });
const mailer = createMailer({ smtpUrl: smtp.url, from: 'Ajarin <no-reply@ajarin.test>', db, logger });
const context = notificationContextFrom({
  APP_URL: 'https://ajarin.test',
  GOPAY_NUMBER: '081234567890',
  JWT_SECRET: 'relay-test-'.repeat(4),
  REQUEST_MAX_TUTORS: 10,
});
const plans = createNotificationPlans(context);
const workers = createWorkers({ db, redisUrl, prefix, logger, mailer, plans, queues });
const relayOptions = { db, queues, logger, pollMs: 200, retry: { minMs: 100, maxMs: 400 }, addTimeoutMs: 1000 };
const relay = createOutboxRelay(relayOptions);
await relay.start();

afterAll(async () => {
  await relay.stop();
  await workers.close();
  await queues.close();
  await mailer.close();
  await smtp.stop();
  await redis.stop();
  fs.rmSync(redisDir, { recursive: true, force: true });
});

type OutboxState = { relayed_at: Date | null; relay_attempts: number; last_error: string | null };
const outboxRow = (id: number) => db('outbox').where({ id }).first<OutboxState>('relayed_at', 'relay_attempts', 'last_error');
const mailsTo = (address: string) => smtp.messages.filter((message) => message.to.includes(address));
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A user at `address`, written in `trx`, and the event that mails them a confirmation link. */
async function confirmationEvent(trx: Knex.Transaction, address: string, name = 'Pengguna Relay'): Promise<number> {
  const [user] = await trx('users')
    .insert({ email: address, password_hash: 'x', role: 'customer', name })
    .returning<{ id: string }[]>('id');
  if (!user) throw new Error('no user');
  const tokenId = await issueEmailToken(trx, context.secretKey, user.id, 'confirm_email', 3600);
  return writeOutbox(trx, 'account.confirmation_requested', { userId: user.id, tokenId });
}
const inOwnTransaction = (database: Db, address: string) => database.transaction((trx) => confirmationEvent(trx, address));

describe('outbox relay', () => {
  it('relays a committed event to the workers, which send its email', async () => {
    const outboxId = await inOwnTransaction(db, 'pertama@example.com');
    await expect.poll(() => mailsTo('pertama@example.com').length, { timeout: 10_000 }).toBe(1);
    expect((await outboxRow(outboxId))?.relayed_at).toBeInstanceOf(Date);
    expect(mailsTo('pertama@example.com')[0]).toMatchObject({ subject: 'Konfirmasi pendaftaran Ajarin', from: 'no-reply@ajarin.test' });
  });

  it('keeps the email while Redis is down and sends it exactly once when Redis is back', async () => {
    await redis.stop();

    // The use case: its own row and its email in one transaction. Redis being away must not matter.
    const started = Date.now();
    const outboxId = await db.transaction((trx) => confirmationEvent(trx, 'budi@example.com', 'Budi Santoso'));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await db('users').where({ email: 'budi@example.com' }).first()).toBeDefined();

    await expect.poll(async () => (await outboxRow(outboxId))?.relay_attempts ?? 0, { timeout: 10_000 }).toBeGreaterThan(0);
    const waiting = await outboxRow(outboxId);
    expect(waiting?.relayed_at).toBeNull();
    expect(waiting?.last_error).toBeTruthy();
    expect(mailsTo('budi@example.com')).toHaveLength(0);

    redis = await spawnRedis({ port: redisPort, dir: redisDir });
    await expect.poll(() => mailsTo('budi@example.com').length, { timeout: 15_000 }).toBe(1);
    await expect.poll(async () => (await outboxRow(outboxId))?.relayed_at, { timeout: 5_000 }).toBeInstanceOf(Date);

    // Re-adding the same row (same job id), a stray duplicate event job and a duplicate send job
    // must not send it again.
    const { job_key: jobKey } = await db('outbox').where({ id: outboxId }).first<{ job_key: string }>('job_key');
    await queues.addEvent({ outboxId, jobKey, type: 'account.confirmation_requested' });
    const duplicate = await queues
      .get('events')
      .add('account.confirmation_requested', { outboxId, jobKey }, { jobId: `duplicate-${outboxId}` });
    await expect.poll(() => queues.get('events').getJobState(duplicate.id ?? ''), { timeout: 10_000 }).toBe('completed');
    expect((await queues.get('events').getJob(duplicate.id ?? ''))?.returnvalue).toEqual({
      type: 'account.confirmation_requested',
      deliveries: 1,
      queued: 0,
    });
    const [deliveryId] = await db('notification_deliveries').where({ outbox_id: outboxId }).pluck('id');
    const again = await queues.get('email').add('email', { deliveryId }, { jobId: `duplicate-delivery-${outboxId}` });
    await expect.poll(() => queues.get('email').getJobState(again.id ?? ''), { timeout: 10_000 }).toBe('completed');
    expect((await queues.get('email').getJob(again.id ?? ''))?.returnvalue).toBe('already-done');
    await settle(500);
    expect(mailsTo('budi@example.com')).toHaveLength(1);
    expect(mailsTo('budi@example.com')[0]?.text).toContain('https://ajarin.test/auth-callback?type=signup&token=');

    const logs = logLines.join('\n');
    expect(logs).toContain('outbox row not relayed; will retry');
    expect(logs).not.toContain('budi@example.com');
    expect(logs).not.toContain('Budi Santoso');
  });

  it('sends each email once with two relays running, even when every row is relayed twice', async () => {
    const second = createOutboxRelay(relayOptions);
    await second.start();
    try {
      const addresses = Array.from({ length: 20 }, (_, i) => `murid${i}@example.com`);
      const ids = await db.transaction(async (trx) => {
        const written: number[] = [];
        for (const address of addresses) written.push(await confirmationEvent(trx, address));
        return written;
      });
      await expect.poll(() => addresses.filter((a) => mailsTo(a).length > 0).length, { timeout: 10_000 }).toBe(20);

      // As if a relay had died after adding its jobs but before committing: rows pending again,
      // and the finished jobs gone, so nothing is deduplicated by job id on the way in.
      const queue = queues.get('events');
      const jobIds = (await db('outbox').whereIn('id', ids).select<{ job_key: string }[]>('job_key')).map((row) =>
        jobIdForOutbox(row.job_key),
      );
      const allCompleted = async () => (await Promise.all(jobIds.map((id) => queue.getJobState(id)))).every((s) => s === 'completed');
      await expect.poll(allCompleted, { timeout: 10_000 }).toBe(true);
      await Promise.all(jobIds.map((id) => queue.remove(id)));
      await db('outbox').whereIn('id', ids).update({ relayed_at: null });

      await expect
        .poll(
          async () => (await db('outbox').whereIn('id', ids).whereNull('relayed_at').count<{ count: number }[]>('* as count'))[0]?.count,
          { timeout: 10_000 },
        )
        .toBe(0);
      await expect.poll(allCompleted, { timeout: 10_000 }).toBe(true);
      await settle(300);
      for (const address of addresses) expect(mailsTo(address)).toHaveLength(1);
      const ledger = await db('notification_deliveries').whereIn('outbox_id', ids).pluck('status');
      expect(ledger).toEqual(Array(20).fill('sent'));
    } finally {
      await second.stop();
    }
  });
});

describe('two databases on one Redis prefix', () => {
  // A fresh `.data` (or a restored backup, or a second deployment) beside a Redis that served
  // another database: row ids start again at 1 while Redis still holds that database's jobs.
  async function deployment(database: Db, sharedPrefix: string) {
    const ownQueues = createQueues({ redisUrl, prefix: sharedPrefix, logger });
    const ownMailer = createMailer({ smtpUrl: smtp.url, from: 'Ajarin <no-reply@ajarin.test>', db: database, logger });
    const ownWorkers = createWorkers({ db: database, redisUrl, prefix: sharedPrefix, logger, mailer: ownMailer, plans, queues: ownQueues });
    const ownRelay = createOutboxRelay({ ...relayOptions, db: database, queues: ownQueues });
    await ownRelay.start();
    return {
      stop: async () => {
        await ownRelay.stop();
        await ownWorkers.close();
        await ownQueues.close();
        await ownMailer.close();
      },
    };
  }

  it("delivers the new database's first email although the old database's job for row 1 is still kept", async () => {
    const sharedPrefix = redisPrefix();
    const first = await freshDatabase();
    const before = await deployment(first.db, sharedPrefix);
    const firstId = await inOwnTransaction(first.db, 'lama@example.com');
    await expect.poll(() => mailsTo('lama@example.com').length, { timeout: 10_000 }).toBe(1);
    await before.stop();

    const second = await freshDatabase();
    const after = await deployment(second.db, sharedPrefix);
    try {
      const secondId = await inOwnTransaction(second.db, 'baru@example.com');
      expect(secondId).toBe(firstId);
      await expect.poll(() => mailsTo('baru@example.com').length, { timeout: 10_000 }).toBe(1);
      expect(mailsTo('lama@example.com')).toHaveLength(1);
    } finally {
      await after.stop();
    }
  });
});
