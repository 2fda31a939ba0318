import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../infra/logger.ts';
import { startJobs } from '../../jobs/start-jobs.ts';
import { startAccountsApp, tokenFromLink, uniqueEmail } from '../helpers/accounts.ts';
import { sparePort } from '../../infra/ports.ts';
import { startSmtpCapture, type SmtpCapture } from '../helpers/smtp-capture.ts';
import { killHard, spawnJobsProcess } from '../helpers/spawn-jobs.ts';

// What the ledger promises, shown for real: a sender killed between its send and its record
// repeats that one message once and never loses it; an SMTP server that is down only delays mail.

const app = await startAccountsApp();
const { call, db } = app;

const signUp = (email: string) =>
  call('POST', '/api/auth/sign-up', {
    json: { role: 'customer', email, password: 'rahasia1', passwordConfirmation: 'rahasia1', name: 'Ani' },
  });
const deliveryOf = async (email: string) =>
  db('notification_deliveries as d')
    .join('users as u', 'u.id', 'd.user_id')
    .where('u.email', email)
    .first('d.status', 'd.attempts', 'd.last_error');

/** The jobs process in a child process, started and ready to work. */
function jobsProcess(smtp: SmtpCapture, prefix: string) {
  const { config } = app.deps;
  return spawnJobsProcess({
    DATABASE_URL: config.DATABASE_URL,
    REDIS_URL: config.REDIS_URL,
    REDIS_PREFIX: prefix,
    SMTP_URL: smtp.url,
    APP_URL: config.APP_URL,
    JWT_SECRET: config.JWT_SECRET,
  });
}

const queuePrefix = () => `recovery-${randomBytes(6).toString('hex')}`;

describe('a sender killed between its send and its record', () => {
  it('repeats that one message exactly once, with a link that still works, and the ledger says sent', async () => {
    const smtp = await startSmtpCapture();
    const prefix = queuePrefix();
    try {
      const hold = smtp.holdReplies();
      const first = await jobsProcess(smtp, prefix);
      const email = uniqueEmail('mati');
      expect((await signUp(email)).status).toBe(201);

      // The server has the message; the sender waits for its 250 and has recorded nothing.
      await smtp.waitFor(1, 15_000);
      expect(await deliveryOf(email)).toMatchObject({ status: 'sending', attempts: 1 });
      await killHard(first);
      hold.release();

      // A new sender takes the job over once the dead one's lock lapses, and the delivery once
      // its lease does: the message goes out a second time, and only a second time.
      const second = await jobsProcess(smtp, prefix);
      await expect.poll(async () => (await deliveryOf(email))?.status, { timeout: 20_000, interval: 100 }).toBe('sent');
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const mails = smtp.messages.filter((mail) => mail.to.includes(email));
      expect(mails).toHaveLength(2);
      expect(await deliveryOf(email)).toMatchObject({ status: 'sent', attempts: 2 });
      // Both copies carry the same link (derived from the token row), and it confirms the account.
      expect(mails[1]?.text).toBe(mails[0]?.text);
      const token = tokenFromLink(mails[0]?.text ?? '', 'signup');
      expect((await call('POST', '/api/auth/confirm-email', { json: { token } })).status).toBe(200);
      second.kill('SIGTERM');
    } finally {
      await smtp.stop();
    }
  });
});

describe('an SMTP server that is down', () => {
  it('leaves the request 2xx, retries with backoff, and sends once when the server is back', async () => {
    const port = await sparePort();
    const jobs = await startJobs({
      config: { ...app.deps.config, SMTP_URL: `smtp://127.0.0.1:${port}`, REDIS_PREFIX: queuePrefix() },
      db,
      logger: createLogger({ level: 'silent' }),
      timings: { backoffMs: 300 },
    });
    let smtp: SmtpCapture | undefined;
    try {
      const email = uniqueEmail('smtp-mati');
      expect((await signUp(email)).status).toBe(201);
      await expect.poll(async () => (await deliveryOf(email))?.attempts ?? 0, { timeout: 15_000, interval: 100 }).toBeGreaterThanOrEqual(2);
      const waiting = await deliveryOf(email);
      expect(waiting?.status).toMatch(/^(pending|sending)$/);
      expect(waiting?.last_error).toContain('SMTP send failed');

      smtp = await startSmtpCapture({ port });
      await expect.poll(async () => (await deliveryOf(email))?.status, { timeout: 20_000, interval: 100 }).toBe('sent');
      await new Promise((resolve) => setTimeout(resolve, 500));
      const mails = smtp.messages.filter((mail) => mail.to.includes(email));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe('Konfirmasi pendaftaran Ajarin');
    } finally {
      await jobs.stop();
      await smtp?.stop();
    }
  });
});
