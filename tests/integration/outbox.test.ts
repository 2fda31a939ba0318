import { randomUUID } from 'node:crypto';
import { UnrecoverableError } from 'bullmq';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../infra/logger.ts';
import { createMailer } from '../../infra/mail.ts';
import { listenForOutbox, readOutboxEvent, writeOutbox } from '../../infra/outbox.ts';
import { jobIdForOutbox, queueForEvent } from '../../infra/queue.ts';
import { createEmailProcessor } from '../../jobs/workers/email.job.ts';
import type { NotificationHandlerTable } from '../../jobs/workers/notification-handlers.ts';
import { createNotificationsProcessor } from '../../jobs/workers/notifications.job.ts';
import { queueEmail } from '../../services/notifications/queue-email.ts';
import { freshDatabase } from '../helpers/database.ts';
import { startSmtpCapture } from '../helpers/smtp-capture.ts';

const { db } = await freshDatabase();
const logger = createLogger({ level: 'silent' });
const smtp = await startSmtpCapture();
const smtpMailer = createMailer({ smtpUrl: smtp.url, from: 'Ajarin <no-reply@ajarin.test>', db, logger });
afterAll(async () => {
  await smtpMailer.close();
  await smtp.stop();
});

const mail = { to: 'siswa@example.com', subject: 'Konfirmasi email Anda', text: 'Buka https://ajarin.test/konfirmasi?t=abc untuk konfirmasi.' };
const mailsToAddress = (address: string) => smtp.messages.filter((message) => message.to.includes(address));
/** The job the relay would add for a row: its id and its random key. */
const refOf = async (outboxId: number) => ({ outboxId, jobKey: (await db('outbox').where({ id: outboxId }).first<{ job_key: string }>('job_key')).job_key });
const jobOf = async (outboxId: number) => ({ data: await refOf(outboxId) });
const ledger = async (outboxId: number) =>
  (await db('outbox_deliveries').where({ outbox_id: outboxId }).orderBy('handler').select('handler')).map((row: { handler: string }) => row.handler);

describe('writeOutbox', () => {
  it('writes the event only when the caller transaction commits', async () => {
    let rolledBackId = 0;
    await db
      .transaction(async (trx) => {
        rolledBackId = await writeOutbox(trx, 'booking.created', { transactionId: 'x' });
        throw new Error('use case failed');
      })
      .catch(() => {});
    expect(await db('outbox').where({ id: rolledBackId }).first()).toBeUndefined();

    const id = await db.transaction((trx) => writeOutbox(trx, 'booking.created', { transactionId: 'x', amounts: [1, 2] }));
    expect(await readOutboxEvent(db, await refOf(id))).toMatchObject({ id, type: 'booking.created', payload: { transactionId: 'x', amounts: [1, 2] } });
  });

  it('rejects an event type that is not feature.verb', async () => {
    for (const type of ['email', 'Email.send', 'email.send!', '']) {
      await expect(db.transaction((trx) => writeOutbox(trx, type, {}))).rejects.toThrow(/invalid outbox event type/);
    }
  });

  it('wakes a listener when a row is committed', async () => {
    let wakes = 0;
    const listener = listenForOutbox({ db, logger, onWake: () => (wakes += 1) });
    try {
      // The first wake comes on connecting (to catch up), the next one from the trigger.
      await expect.poll(() => wakes, { timeout: 5000 }).toBeGreaterThanOrEqual(1);
      const before = wakes;
      await db.transaction((trx) => writeOutbox(trx, 'request.opened', {}));
      await expect.poll(() => wakes, { timeout: 5000 }).toBeGreaterThan(before);
    } finally {
      await listener.close();
    }
  });

  it('reconnects its LISTEN connection after losing it', async () => {
    let wakes = 0;
    const listener = listenForOutbox({ db, logger, onWake: () => (wakes += 1), retry: { minMs: 50, maxMs: 200 } });
    const listening = async () =>
      (await db.raw<{ rows: { pid: number }[] }>("select pid from pg_stat_activity where datname = current_database() and query = 'listen ajarin_outbox'")).rows;
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
      await db.transaction((trx) => writeOutbox(trx, 'request.opened', {}));
      await expect.poll(() => wakes, { timeout: 5000 }).toBeGreaterThan(woken);
    } finally {
      await listener.close();
    }
  });
});

describe('queue routing', () => {
  it("sends 'email.*' to the email queue and every other event to notifications", () => {
    expect(queueForEvent('email.send')).toBe('email');
    expect(queueForEvent('email.digest_weekly')).toBe('email');
    expect(queueForEvent('booking.created')).toBe('notifications');
    expect(queueForEvent('emails.send')).toBe('notifications');
  });

  it("derives a job id from the row's random key, which BullMQ accepts", () => {
    expect(jobIdForOutbox('0b5e2f4c-51d1-4bb5-9c1e-2f7a3c1d9e10')).toBe('outbox-0b5e2f4c-51d1-4bb5-9c1e-2f7a3c1d9e10');
  });

  it('gives every row its own key, so ids that restart in another database never share a job id', async () => {
    const ids = await db.transaction(async (trx) => [await writeOutbox(trx, 'booking.created', {}), await writeOutbox(trx, 'booking.created', {})]);
    const [first, second] = await Promise.all(ids.map(refOf));
    expect(first?.jobKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(first?.jobKey).not.toBe(second?.jobKey);
  });
});

describe('queueEmail', () => {
  it("writes a validated 'email.send' event in the use case's transaction", async () => {
    const id = await db.transaction((trx) => queueEmail(trx, mail));
    expect(await readOutboxEvent(db, await refOf(id))).toMatchObject({ type: 'email.send', payload: mail });
  });

  it('refuses a message with a bad address or a multi-line subject', async () => {
    await expect(db.transaction((trx) => queueEmail(trx, { ...mail, to: 'bukan-email' }))).rejects.toThrow();
    await expect(db.transaction((trx) => queueEmail(trx, { ...mail, subject: 'a\r\nBcc: x@example.com' }))).rejects.toThrow();
  });
});

describe('email worker', () => {
  const processEmail = createEmailProcessor({ db, mailer: smtpMailer, logger });

  it('sends once however often the job is delivered', async () => {
    const outboxId = await db.transaction((trx) => queueEmail(trx, { ...mail, to: 'sekali@example.com' }));
    expect(await processEmail(await jobOf(outboxId))).toBe('delivered');
    expect(await processEmail(await jobOf(outboxId))).toBe('already-delivered');
    await Promise.all([processEmail(await jobOf(outboxId)), processEmail(await jobOf(outboxId))]);
    expect(mailsToAddress('sekali@example.com')).toHaveLength(1);
    expect(await ledger(outboxId)).toEqual(['email']);
  });

  it('rolls the ledger back when the send fails, so the retry sends', async () => {
    const outboxId = await db.transaction((trx) => queueEmail(trx, { ...mail, to: 'ulang@example.com' }));
    smtp.rejectNext(1, 451);
    const failure = await processEmail(await jobOf(outboxId)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(UnrecoverableError);
    expect(String((failure as Error).message)).not.toContain('ulang@example.com');
    expect(await ledger(outboxId)).toEqual([]);

    expect(await processEmail(await jobOf(outboxId))).toBe('delivered');
    const sent = mailsToAddress('ulang@example.com');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ subject: mail.subject, text: mail.text });
  });

  it('gives up at once on a permanent SMTP refusal', async () => {
    const outboxId = await db.transaction((trx) => queueEmail(trx, { ...mail, to: 'tidak-ada@example.com' }));
    smtp.rejectNext(1, 550);
    await expect(processEmail(await jobOf(outboxId))).rejects.toBeInstanceOf(UnrecoverableError);
    expect(await ledger(outboxId)).toEqual([]);
  });

  it('delivers non-ASCII text and an HTML version that the SMTP capture decodes', async () => {
    const link = `https://ajarin.test/konfirmasi?token=${'a'.repeat(90)}&lang=id`;
    const message = { to: 'utf8@example.com', subject: 'Selamat datang di Ajarin — kode ✓ “123”', text: `Halo Wulan ✓\n${link}\n`, html: `<p>Halo <b>Wulan</b> ✓</p><a href="${link}">Konfirmasi</a>` };
    const outboxId = await db.transaction((trx) => queueEmail(trx, message));
    await processEmail(await jobOf(outboxId));
    const [sent] = mailsToAddress('utf8@example.com');
    expect(sent).toMatchObject({ subject: message.subject, text: message.text, html: message.html, from: 'no-reply@ajarin.test' });
  });

  it("fails for good, sending nothing, on another database's job for a row id that exists here", async () => {
    const outboxId = await db.transaction((trx) => queueEmail(trx, { ...mail, to: 'bukan-punya@example.com' }));
    await expect(processEmail({ data: { outboxId, jobKey: randomUUID() } })).rejects.toBeInstanceOf(UnrecoverableError);
    expect(await ledger(outboxId)).toEqual([]);
    expect(mailsToAddress('bukan-punya@example.com')).toHaveLength(0);
    // The row's own job still delivers it.
    expect(await processEmail(await jobOf(outboxId))).toBe('delivered');
  });

  it('fails for good on a missing outbox row or malformed job data', async () => {
    await expect(processEmail({ data: { outboxId: 987654321, jobKey: randomUUID() } })).rejects.toBeInstanceOf(UnrecoverableError);
    await expect(processEmail({ data: { outboxId: 'x', email: 'a@b.c' } })).rejects.toBeInstanceOf(UnrecoverableError);
  });
});

describe('notifications worker', () => {
  it('records an event without handlers as consumed', async () => {
    const process = createNotificationsProcessor({ db, logger, handlers: {} });
    const outboxId = await db.transaction((trx) => writeOutbox(trx, 'booking.created', {}));
    expect(await process(await jobOf(outboxId))).toEqual({ type: 'booking.created', handlers: { notifications: 'delivered' } });
    expect(await process(await jobOf(outboxId))).toEqual({ type: 'booking.created', handlers: { notifications: 'already-delivered' } });
    expect(await ledger(outboxId)).toEqual(['notifications']);
  });

  it('runs each handler of the table once; a retry after a failure skips the handlers that ran', async () => {
    const runs: string[] = [];
    let failSecond = true;
    const handlers: NotificationHandlerTable = {
      'payment.verified': [
        { name: 'test.first', run: async (event) => void runs.push(`first:${event.id}`) },
        {
          name: 'test.second',
          run: async (event) => {
            if (failSecond) throw new Error('channel down');
            runs.push(`second:${event.id}`);
          },
        },
      ],
    };
    const process = createNotificationsProcessor({ db, logger, handlers });
    const outboxId = await db.transaction((trx) => writeOutbox(trx, 'payment.verified', {}));

    await expect(process(await jobOf(outboxId))).rejects.toThrow('channel down');
    failSecond = false;
    await process(await jobOf(outboxId));
    await process(await jobOf(outboxId));
    expect(runs).toEqual([`first:${outboxId}`, `second:${outboxId}`]);
    expect(await ledger(outboxId)).toEqual(['test.first', 'test.second']);
  });

  it('fails for good on a missing outbox row', async () => {
    const process = createNotificationsProcessor({ db, logger, handlers: {} });
    await expect(process({ data: { outboxId: 987654321, jobKey: randomUUID() } })).rejects.toBeInstanceOf(UnrecoverableError);
  });
});
