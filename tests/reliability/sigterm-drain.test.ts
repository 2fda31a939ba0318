import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { bookingParties } from '../helpers/booking-parties.ts';
import { freshDatabase } from '../helpers/database.ts';
import { startSmtpCapture } from '../helpers/smtp-capture.ts';
import { spawnApiProcess } from '../helpers/spawn-api.ts';
import { spawnJobsProcess } from '../helpers/spawn-jobs.ts';

// A deploy stops processes with SIGTERM. The api stops taking connections at once but lets a request
// already under way finish (a proof uploaded slowly from a phone), cuts live-update streams (their
// clients reconnect to another replica), and exits 0; a jobs process finishes the send it holds,
// records it and exits 0, so nothing is sent twice by a redeploy.

const SECRET = 'sigterm-drain-reliability-'.repeat(2);
const { db, url } = await freshDatabase();
const smtp = await startSmtpCapture();
const env = {
  DATABASE_URL: url,
  REDIS_URL: inject('redisUrl'),
  REDIS_PREFIX: `drain-${randomBytes(6).toString('hex')}`,
  JWT_SECRET: SECRET,
  APP_URL: 'https://ajarin.test',
  SMTP_URL: smtp.url,
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SIGTERM', () => {
  it('lets the api finish a slow request in flight, refuse new connections, end its streams and exit 0', { timeout: 60_000 }, async () => {
    const api = await spawnApiProcess(env);
    const pair = await bookingParties(db, SECRET);
    const stream = await fetch(`${api.baseUrl}/api/events`);
    expect(stream.status).toBe(200);
    const streamEnded = stream.text();

    // A sign-in whose body arrives in two halves, seconds apart.
    const body = JSON.stringify({ email: pair.customer.email, password: 'rahasia123' });
    const { port } = new URL(api.baseUrl);
    const request = http.request({
      host: '127.0.0.1',
      port,
      path: '/api/auth/sign-in',
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      request.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      request.on('error', reject);
    });
    request.write(body.slice(0, 10));
    await sleep(300);

    api.child.kill('SIGTERM');
    await sleep(500);
    await expect(fetch(`${api.baseUrl}/healthz`)).rejects.toThrow();
    // The live-update stream is ended, not left to the deadline.
    await expect(Promise.race([streamEnded.then(() => 'ended'), sleep(3_000).then(() => 'open')])).resolves.toBe('ended');
    // Longer than a moment: a phone on a slow network.
    await sleep(3_000);
    request.end(body.slice(10));
    const result = await answered;
    expect(result.status, result.text).toBe(200);
    expect(JSON.parse(result.text)).toHaveProperty('accessToken');
    expect(await api.exited).toBe(0);
  });

  it('lets a jobs process finish and record the send it holds, then exit 0', { timeout: 60_000 }, async () => {
    const api = await spawnApiProcess(env);
    const jobs = await spawnJobsProcess(env);
    const exited = new Promise<number | null>((resolve) => jobs.once('exit', (code) => resolve(code)));
    const pair = await bookingParties(db, SECRET);
    const hold = smtp.holdReplies();
    expect((await pair.book(api.baseUrl)).status).toBe(201);
    // Both emails are with the server, their senders waiting for its answer.
    await smtp.waitFor(2, 15_000);
    jobs.kill('SIGTERM');
    await sleep(1_000);
    expect(jobs.exitCode).toBeNull();
    hold.release();
    expect(await exited).toBe(0);
    const rows = await db('notification_deliveries as d')
      .join('users as u', 'u.id', 'd.user_id')
      .whereIn('u.email', [pair.customer.email, pair.tutor.email])
      .select('d.status', 'd.attempts');
    expect(rows).toEqual([
      { status: 'sent', attempts: 1 },
      { status: 'sent', attempts: 1 },
    ]);
    expect(smtp.messages).toHaveLength(2);
    api.child.kill('SIGTERM');
    expect(await api.exited).toBe(0);
  });
});
