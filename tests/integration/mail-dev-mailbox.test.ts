import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDevMailboxRouter } from '../../dev/routes/mailbox.routes.ts';
import { createLogger } from '../../infra/logger.ts';
import { createMailer } from '../../infra/mail.ts';
import { startJobs } from '../../jobs/start-jobs.ts';
import { resendConfirmation } from '../../services/accounts/resend-confirmation.ts';
import { freshDatabase, redisPrefix } from '../helpers/database.ts';

// Without SMTP_URL the mailer keeps every message in dev_mailbox, the whole path (use case →
// outbox → relay → BullMQ → worker) ends there, and the dev mailbox pages show it.

const { db } = await freshDatabase();
const logger = createLogger({ level: 'silent' });
const config = {
  REDIS_URL: inject('redisUrl'),
  SMTP_URL: undefined,
  MAIL_FROM: 'Ajarin <no-reply@ajarin.test>',
  REDIS_PREFIX: redisPrefix(),
  APP_URL: 'http://localhost:3000',
  GOPAY_NUMBER: '081234567890',
  JWT_SECRET: 'kotak-surat-'.repeat(3),
  REQUEST_MAX_TUTORS: 10,
  REQUEST_LIFETIME_HOURS: 168,
};
const jobs = await startJobs({ config, db, logger });
const mailer = createMailer({ smtpUrl: undefined, from: config.MAIL_FROM, db, logger });

const app = new Koa();
const router = createDevMailboxRouter({ db });
app.use(router.routes()).use(router.allowedMethods());
const server = app.listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await jobs.stop();
});

const hostile = {
  to: 'Ani.Wijaya@example.com',
  subject: 'Konfirmasi <script>alert(1)</script> & "lainnya"',
  text: 'Halo <b>Ani</b>,\nkonfirmasi di https://ajarin.test/konfirmasi?token=abc&x=1. Terima kasih!\nBukan tautan: javascript:alert(1)',
  html: '<p onclick="alert(1)">Halo</p><script>alert(2)</script>',
};

async function devMailCount(): Promise<number> {
  const [row] = await db('dev_mailbox').count<{ count: number }[]>('* as count');
  return row?.count ?? 0;
}

describe('dev mailbox', () => {
  it('keeps mail in dev_mailbox when no SMTP server is configured', async () => {
    expect(mailer.transport).toBe('dev-mailbox');
    await mailer.send(hostile);
    await mailer.send({ to: 'budi@example.com', subject: 'Pesan kedua', text: 'Isi kedua' });
    await expect.poll(devMailCount, { timeout: 10_000 }).toBe(2);
    const row = await db('dev_mailbox').where({ to_address: hostile.to }).first();
    expect(row).toMatchObject({ to_address: hostile.to, subject: hostile.subject, text_body: hostile.text, html_body: hostile.html });
  });

  it('lists mail newest first with every value escaped and links clickable', async () => {
    const response = await fetch(`${base}/dev/mailbox`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain('<title>Kotak Surat Pengembangan</title>');
    expect(html.indexOf('Pesan kedua')).toBeLessThan(html.indexOf('Konfirmasi'));
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Ani</b>');
    expect(html).toContain('Konfirmasi &#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;lainnya&#34;');
    expect(html).toContain(
      '<a href="https://ajarin.test/konfirmasi?token=abc&#38;x=1" rel="noreferrer">https://ajarin.test/konfirmasi?token=abc&#38;x=1</a>. Terima kasih!',
    );
    expect(html).not.toMatch(/href="javascript:/);
  });

  it('shows one message, its HTML version only inside a sandboxed frame', async () => {
    const id = (await db('dev_mailbox').where({ to_address: hostile.to }).first<{ id: number }>('id'))?.id;
    const html = await (await fetch(`${base}/dev/mailbox/${id}`)).text();
    expect(html).toContain(
      '<iframe sandbox title="Versi HTML" srcdoc="&#60;p onclick=&#34;alert(1)&#34;&#62;Halo&#60;/p&#62;&#60;script&#62;alert(2)&#60;/script&#62;"></iframe>',
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('Ani.Wijaya@example.com');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc', '0', '1e3']) {
      const page = await fetch(`${base}/dev/mailbox/${id}`);
      expect(page.status).toBe(404);
      expect(await page.text()).toContain('Email tidak ditemukan.');
      const json = await fetch(`${base}/api/dev/mailbox/${id}`);
      expect(json.status).toBe(404);
      expect(await json.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Email tidak ditemukan.' } });
    }
  });

  it('serves the JSON list filtered by recipient, case-insensitively', async () => {
    const response = await fetch(`${base}/api/dev/mailbox?to=${encodeURIComponent('ani.wijaya@EXAMPLE.com')}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>[];
    expect(body).toHaveLength(1);
    expect(body[0]).toEqual({
      id: expect.any(Number),
      to: hostile.to,
      subject: hostile.subject,
      text: hostile.text,
      html: hostile.html,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(((await (await fetch(`${base}/api/dev/mailbox`)).json()) as unknown[]).length).toBe(2);
    expect((await fetch(`${base}/api/dev/mailbox?to=bukan-email`)).status).toBe(400);
  });

  it('receives the mail of a use case through the outbox, the relay and the workers', async () => {
    const [user] = await db('users')
      .insert({ email: 'wulan@example.com', password_hash: 'x', role: 'customer', name: 'Wulan' })
      .returning<{ id: string }[]>('id');
    await resendConfirmation({ db, config }, 'wulan@example.com');
    await expect.poll(devMailCount, { timeout: 10_000 }).toBe(3);
    const row = await db('dev_mailbox').where({ to_address: 'wulan@example.com' }).first();
    expect(row).toMatchObject({ subject: 'Konfirmasi pendaftaran Ajarin', outbox_id: expect.any(Number) });
    expect(row.text_body).toMatch(/^Halo Wulan,\n/);
    expect(row.text_body).toMatch(/http:\/\/localhost:3000\/auth-callback\?type=signup&token=[A-Za-z0-9_-]{43}\n/);
    await expect
      .poll(() => db('notification_deliveries').where({ user_id: user?.id }).pluck('status'), { timeout: 5_000 })
      .toEqual(['sent']);
  });

  it('keeps the files a mail carries and serves them from the message', async () => {
    const pdf = Buffer.from('%PDF-1.4 kwitansi');
    await mailer.send({
      to: 'rani@example.com',
      subject: 'Pembayaran terverifikasi',
      text: 'Kwitansi terlampir',
      attachments: [{ filename: 'kwitansi-AJR-2026-11-000001.pdf', contentType: 'application/pdf', content: pdf }],
    });
    const id = (await db('dev_mailbox').where({ to_address: 'rani@example.com' }).first<{ id: number }>('id'))?.id;
    const json = (await (await fetch(`${base}/api/dev/mailbox/${id}`)).json()) as { attachments: { id: number }[] };
    expect(json.attachments).toEqual([
      { id: expect.any(Number), filename: 'kwitansi-AJR-2026-11-000001.pdf', contentType: 'application/pdf', size: pdf.length },
    ]);
    const page = await (await fetch(`${base}/dev/mailbox/${id}`)).text();
    expect(page).toContain(`<a href="/dev/mailbox/${id}/attachments/${json.attachments[0]?.id}">kwitansi-AJR-2026-11-000001.pdf</a>`);
    const file = await fetch(`${base}/dev/mailbox/${id}/attachments/${json.attachments[0]?.id}`);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="kwitansi-AJR-2026-11-000001.pdf"');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(pdf);
    expect((await fetch(`${base}/dev/mailbox/${id}/attachments/999999`)).status).toBe(404);
  });

  it('stops the jobs once, however often stop is called', async () => {
    await Promise.all([jobs.stop(), jobs.stop()]);
    await jobs.stop();
  });
});
