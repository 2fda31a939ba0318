import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { bookingParties, type BookingParties } from '../helpers/booking-parties.ts';
import { freshDatabase } from '../helpers/database.ts';
import { startSmtpCapture } from '../helpers/smtp-capture.ts';
import { spawnApiProcess } from '../helpers/spawn-api.ts';
import { killHard, spawnJobsProcess } from '../helpers/spawn-jobs.ts';

// A batch of 30 emails (15 bookings, each to its customer and its tutor) whose jobs process is
// SIGKILLed mid-batch and taken over by a new one. docs/product.md#notification-delivery: each
// email goes out once; only a crash between a send and its record may repeat that one message,
// once. So: a recipient whose delivery was 'sending' in the ledger at the kill gets one or two
// copies, every other recipient exactly one, and nobody none.

const BOOKINGS = 15;
const SECRET = 'email-batch-sigkill-reliability-'.repeat(2);
const { db, url } = await freshDatabase();
const smtp = await startSmtpCapture();
const env = {
  DATABASE_URL: url,
  REDIS_URL: inject('redisUrl'),
  REDIS_PREFIX: `batch-${randomBytes(6).toString('hex')}`,
  JWT_SECRET: SECRET,
  APP_URL: 'https://ajarin.test',
  SMTP_URL: smtp.url,
};

type Row = { email: string; status: string; attempts: number };
const emailDeliveries = (): Promise<Row[]> =>
  db('notification_deliveries as d')
    .join('users as u', 'u.id', 'd.user_id')
    .where('d.channel', 'email')
    .select('u.email', 'd.status', 'd.attempts');

describe('a jobs process SIGKILLed mid-batch of 30 emails', () => {
  it('leaves every recipient one email, two at most where the send was in flight', { timeout: 90_000 }, async () => {
    const api = await spawnApiProcess(env);
    const pairs: BookingParties[] = [];
    for (let index = 0; index < BOOKINGS; index += 1) pairs.push(await bookingParties(db, SECRET));
    // The whole batch waits in the outbox before any sender runs.
    for (const pair of pairs) expect((await pair.book(api.baseUrl)).status).toBe(201);
    const recipients = pairs.flatMap((pair) => [pair.customer.email, pair.tutor.email]);

    const first = await spawnJobsProcess(env);
    await expect.poll(() => smtp.messages.length, { timeout: 20_000, interval: 2 }).toBeGreaterThanOrEqual(4);
    // From here the server keeps what arrives but holds its 250: those senders are caught between
    // their send and their record when the process dies.
    const hold = smtp.holdReplies();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await killHard(first);
    hold.release();
    const atKill = new Map((await emailDeliveries()).map((row) => [row.email, row]));
    const inFlight = new Set([...atKill.values()].filter((row) => row.status === 'sending').map((row) => row.email));
    // Mid-batch indeed: some sent and recorded, some caught in flight, most not begun.
    expect(atKill.size).toBe(recipients.length);
    expect([...atKill.values()].filter((row) => row.status === 'sent').length).toBeGreaterThan(0);
    expect(inFlight.size).toBeGreaterThan(0);
    expect([...atKill.values()].filter((row) => row.status === 'pending').length).toBeGreaterThan(0);

    const second = await spawnJobsProcess(env);
    await expect
      .poll(async () => (await emailDeliveries()).filter((row) => row.status === 'sent').length, { timeout: 40_000, interval: 100 })
      .toBe(recipients.length);
    // A delivery is recorded only after its send: once all are 'sent', no send is still to come.
    const counts = new Map<string, number>();
    for (const mail of smtp.messages) for (const to of mail.to) counts.set(to, (counts.get(to) ?? 0) + 1);
    for (const email of recipients) {
      const count = counts.get(email) ?? 0;
      if (inFlight.has(email)) expect(count, `${email}, in flight at the kill`).toBeGreaterThanOrEqual(1);
      else expect(count, `${email}, not in flight at the kill`).toBe(1);
      expect(count, email).toBeLessThanOrEqual(2);
    }
    expect([...counts.keys()].filter((email) => !recipients.includes(email))).toEqual([]);
    const repeats = [...counts.values()].filter((count) => count === 2).length;
    expect(repeats).toBeLessThanOrEqual(inFlight.size);
    const final = new Map((await emailDeliveries()).map((row) => [row.email, row]));
    for (const email of recipients) if (counts.get(email) === 2) expect(final.get(email)?.attempts).toBeGreaterThanOrEqual(2);
    await killHard(second);
  });
});
