import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, expect, inject } from 'vitest';
import { linkedMessage } from '../../core/chat/whatsapp-texts.ts';
import { loadConfig, type Config } from '../../infra/config.ts';
import { writeOutbox } from '../../infra/outbox.ts';
import { createQueues } from '../../infra/queue.ts';
import { createStorage } from '../../infra/storage.ts';
import { createWhatsAppEmulator, type EmulatedWhatsAppUser, type UserSendOptions } from '../../dev/whatsapp-emulator/index.ts';
import { createLinkCode } from '../../services/chat-links/link-codes.ts';
import type { EventPayload, EventType } from '../../core/events/catalog.ts';
import { createNotificationPlans } from '../../services/notifications/plans.ts';
import { notificationContextFrom } from '../../services/notifications/notification-context.ts';
import { createEventProcessor } from '../../services/notifications/process-event.ts';
import { freshDatabase, redisPrefix } from './database.ts';
import { storeLogin } from './fake-whatsapp.ts';
import { requestFixtures, type Person } from './request-fixtures.ts';
import { startWhatsAppChannel } from './whatsapp-channel.ts';

export const BOT_NUMBER = '6281100000000';

/**
 * The real WhatsApp channel of the bot process (conversation, send worker, send gate) over the
 * emulator, with the login in Postgres as a restarted bot finds it, on a fresh database and a
 * Redis prefix of its own. Events are planned by the real 'events' processor into the real
 * 'whatsapp' queue. Every log line is kept, unredacted, for the leak scan.
 */
export async function startWhatsAppBotHarness(env: Record<string, string> = {}, options: { login?: 'stored' | 'manual' } = {}) {
  const { db, url: databaseUrl } = await freshDatabase();
  const fixtures = requestFixtures(db);
  const prefix = redisPrefix().replace(':', '-');
  const logLines: string[] = [];
  const logger = pino(
    { level: 'debug' },
    new Writable({ write: (chunk: Buffer, _encoding, done) => (logLines.push(chunk.toString('utf8')), done()) }),
  );
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajarin-wa-'));
  const config: Config = {
    // A short pace keeps the conversation quick; whatsapp-sending.test.ts checks the pace itself.
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: databaseUrl,
      REDIS_URL: inject('redisUrl'),
      APP_URL: 'https://ajarin.test',
      WHATSAPP_SEND_INTERVAL_MS: '100',
      ...env,
    }),
    REDIS_PREFIX: prefix,
    WHATSAPP_ENABLED: true,
  };
  // Logged in earlier: the creds of a QR login are in Postgres, as a restarted bot finds them.
  // 'manual': no login yet; the test scans the QR or types the pairing code on the emulator.
  const manual = options.login === 'manual';
  if (!manual) await storeLogin(db, BOT_NUMBER);

  const emulator = createWhatsAppEmulator({ botNumber: BOT_NUMBER, auth: 'postgres', login: manual ? 'manual' : 'automatic' });
  const storage = createStorage({ driver: 'local', dir: storageDir });
  const channel = await startWhatsAppChannel({ config, db, storage, logger, transport: emulator.transport, testing: { leaseMs: 10_000 } });
  const queues = createQueues({ redisUrl: config.REDIS_URL, prefix, logger });
  const processEvent = createEventProcessor({
    db,
    plans: createNotificationPlans(notificationContextFrom(config)),
    channels: ['whatsapp'],
    queues,
    logger,
  });
  afterAll(async () => {
    await channel.stop();
    emulator.stop();
    await queues.close();
    fs.rmSync(storageDir, { recursive: true, force: true });
  });

  let phoneSequence = 0;
  const newUser = (name = 'Pengguna'): EmulatedWhatsAppUser => {
    phoneSequence += 1;
    return { number: `62857${String(10_000_000 + phoneSequence)}`, name, lid: String(300_000_000_000_000 + phoneSequence) };
  };

  /** Sends `text` as `user` and waits for the bot's next answer in their chat. */
  async function say(user: EmulatedWhatsAppUser, text: string, options: UserSendOptions = {}): Promise<string> {
    const before = emulator.messagesTo(user.number).length;
    await emulator.sendText(user, text, options);
    return (await emulator.waitForMessage(user.number, (message) => emulator.messagesTo(user.number).indexOf(message) >= before)).text;
  }

  const issuedCodes: string[] = [];
  /** A new WhatsApp user linked to `person` the way /akun tells them to. */
  async function linked(person: Person, role: 'customer' | 'tutor', name = person.name): Promise<EmulatedWhatsAppUser> {
    const user = newUser(name);
    const { code } = await createLinkCode({ db }, { id: person.id, role }, 'whatsapp');
    issuedCodes.push(code);
    expect(await say(user, `LINK ${code.toLowerCase()}`)).toMatch(/^Hubungkan WhatsApp ini ke akun Ajarin /);
    expect(await say(user, 'ya')).toBe(linkedMessage(person.name));
    return user;
  }

  /** Plans outbox row `outboxId` as the 'events' worker does (again, for a retried job). */
  async function plan(outboxId: number): Promise<void> {
    const { job_key: jobKey } = await db('outbox').where({ id: outboxId }).first('job_key');
    await processEvent({ data: { outboxId, jobKey } });
  }

  /** Writes `type` to the outbox and plans it, as the relay and the 'events' worker do. */
  async function notify<T extends EventType>(type: T, payload: EventPayload<T>): Promise<number> {
    const outboxId = await db.transaction((trx) => writeOutbox(trx, type, payload));
    await plan(outboxId);
    return outboxId;
  }

  const deliveryStatus = (outboxId: number, userId: string) =>
    db('notification_deliveries')
      .where({ outbox_id: outboxId, user_id: userId, channel: 'whatsapp' })
      .first('status')
      .then((row) => row?.status as string | undefined);

  return {
    db,
    config,
    emulator,
    channel,
    queues,
    fixtures,
    logLines,
    issuedCodes,
    newUser,
    say,
    linked,
    plan,
    notify,
    deliveryStatus,
    prefix,
  };
}

export async function waitFor<T>(find: () => T | undefined | Promise<T | undefined>, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
