import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeEventBuffer, type WAMessage } from '@whiskeysockets/baileys';
import { Queue } from 'bullmq';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baileysLogger, type MakeSocket, type WhatsAppSocket } from '../../bot/whatsapp/connection.ts';
import { startWhatsApp, type RunningWhatsApp } from '../../bot/whatsapp/start-whatsapp.ts';
import { REQUEST_MESSAGES } from '../../core/requests/messages.ts';
import { TRANSACTION_MESSAGES } from '../../core/transactions/messages.ts';
import { linkedMessage, notLinkedMessage, WHATSAPP_MESSAGES as M } from '../../core/whatsapp/messages.ts';
import { shortCode } from '../../core/whatsapp/short-codes.ts';
import { loadConfig } from '../../infra/config.ts';
import { writeOutbox } from '../../infra/outbox.ts';
import { createQueues } from '../../infra/queue.ts';
import { createStorage } from '../../infra/storage.ts';
import { usePostgresAuthState } from '../../infra/whatsapp/postgres-auth-state.ts';
import { createLinkCode } from '../../services/chat-links/link-codes.ts';
import { createNotificationPlans } from '../../services/notifications/plans.ts';
import { notificationContextFrom } from '../../services/notifications/notification-context.ts';
import { createEventProcessor } from '../../services/notifications/process-event.ts';
import { PROOF_MAX_BYTES } from '../../services/payments/proof-file.ts';
import { freshDatabase, redisPrefix } from '../helpers/database.ts';
import { requestFixtures, type Person } from '../helpers/request-fixtures.ts';

// The WhatsApp bot end to end in the bot process, with Baileys' network replaced by a fake socket
// built on Baileys' own event buffer (a real `ev`) and a recorder of what it sends: linking,
// joining by keyword, a photo proof, muting, a notification through the 'whatsapp' queue exactly
// once, and no phone number, code or token in any text a chat receives.

const { db, url: databaseUrl } = await freshDatabase();
const fixtures = requestFixtures(db);
const prefix = redisPrefix();
const logLines: string[] = [];
const logger = pino({ level: 'debug' }, { write: (line: string) => void logLines.push(line) });
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajarin-wa-'));
const config = {
  ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl, REDIS_URL: inject('redisUrl'), APP_URL: 'https://ajarin.test' }),
  REDIS_PREFIX: prefix,
  WHATSAPP_ENABLED: true,
};
const plans = createNotificationPlans(notificationContextFrom(config));
const queues = createQueues({ redisUrl: config.REDIS_URL, prefix, logger });
const processEvent = createEventProcessor({ db, plans, channels: ['whatsapp'], queues, logger });

type Sent = { jid: string; text: string };
const sent: Sent[] = [];
const sockets: (WhatsAppSocket & { ev: ReturnType<typeof makeEventBuffer> })[] = [];
const makeSocket: MakeSocket = () => {
  const ev = makeEventBuffer(baileysLogger(logger));
  const socket = {
    ev,
    sendMessage: async (jid: string, content: { text: string }) => void sent.push({ jid, text: content.text }),
    requestPairingCode: async () => 'PAIRCODE',
    updateMediaMessage: async (message: WAMessage) => message,
    end: (error: Error | undefined) => ev.emit('connection.update', { connection: 'close', lastDisconnect: { error, date: new Date() } }),
  };
  sockets.push(socket);
  return socket;
};
const socket = () => sockets.at(-1)!;

/** The files the fake download serves, by message id; `downloads` counts what was fetched. */
const files = new Map<string, Buffer>();
let downloads = 0;
const download = () => async (message: WAMessage) => {
  downloads += 1;
  const bytes = files.get(message.key.id!) ?? Buffer.alloc(0);
  return (async function* chunks() {
    for (let at = 0; at < bytes.length; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024);
  })();
};

let whatsapp: RunningWhatsApp;
const OWN_JID = '6281100000000@s.whatsapp.net';
beforeAll(async () => {
  // Logged in earlier: the creds are in Postgres, as a restarted bot finds them.
  const auth = await usePostgresAuthState(db);
  auth.state.creds.me = { id: '6281100000000:12@s.whatsapp.net', name: 'Ajarin' };
  auth.state.creds.registered = true;
  await auth.saveCreds();
  const storage = createStorage({ driver: 'local', dir: storageDir });
  const started = await startWhatsApp({ config, logger, db, storage, testing: { makeSocket, download, leaseMs: 10_000 } });
  if (!started) throw new Error('WhatsApp did not start');
  whatsapp = started;
  socket().ev.emit('connection.update', { connection: 'open' });
});
afterAll(async () => {
  await whatsapp?.stop();
  await queues.close();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

let messageSequence = 0;
let phoneSequence = 0;
const newJid = () => `62857${String(10_000_000 + ++phoneSequence)}@s.whatsapp.net`;

function incoming(jid: string, message: WAMessage['message'], key: Partial<WAMessage['key']> = {}): WAMessage {
  return { key: { remoteJid: jid, fromMe: false, id: `MSG${++messageSequence}`, ...key }, message, messageTimestamp: Math.floor(Date.now() / 1000) };
}

async function waitFor<T>(find: () => T | undefined | Promise<T | undefined>, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Sends `message` from `jid` and waits for the bot's one answer to it. */
async function say(jid: string, message: WAMessage['message'], key: Partial<WAMessage['key']> = {}): Promise<string> {
  const before = sent.length;
  const replyTo = key.remoteJid ?? jid;
  socket().ev.emit('messages.upsert', { type: 'notify', messages: [incoming(jid, message, key)] });
  const reply = await waitFor(() => sent.slice(before).find((item) => item.jid === replyTo), `a reply to ${replyTo}`);
  return reply.text;
}
const text = (jid: string, body: string, key: Partial<WAMessage['key']> = {}) => say(jid, { conversation: body }, key);

const issuedCodes: string[] = [];
async function linked(person: Person, role: 'customer' | 'tutor'): Promise<string> {
  const jid = newJid();
  const { code } = await createLinkCode({ db }, { id: person.id, role }, 'whatsapp');
  issuedCodes.push(code);
  expect(await text(jid, `LINK ${code.toLowerCase()}`)).toBe(linkedMessage(person.name));
  return jid;
}

async function pngOf(bytes: number): Promise<Buffer> {
  const side = Math.max(8, Math.ceil(Math.sqrt(bytes / 3)));
  const raw = Buffer.alloc(side * side * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 7919) % 251;
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}

describe('linking', () => {
  it('links a chat with LINK <code>, and a chat that is not linked is told how', async () => {
    const customer = await fixtures.customer('Rina Pelanggan');
    const stranger = newJid();
    expect(await text(stranger, 'BUKTI')).toBe(notLinkedMessage(config.APP_URL));
    expect(await text(stranger, 'LINK ZZZZZZZZ')).toBe('Kode tidak valid atau sudah kedaluwarsa. Buat kode baru di halaman Akun.');

    const jid = await linked(customer, 'customer');
    expect(await db('chat_links').where({ user_id: customer.id }).first('channel', 'chat_id')).toEqual({ channel: 'whatsapp', chat_id: jid });
    expect(await text(jid, 'bantuan')).toBe(M.help);
    expect(await text(jid, 'apa kabar')).toBe(M.unknown);

    // The same person writing from WhatsApp's private id (LID), with the number alongside, is known.
    expect(await text('98765432101234@lid', 'BANTUAN', { remoteJidAlt: jid })).toBe(M.help);
  });

  it('holds off a chat that keeps sending codes, even with a right one; other chats are not', async () => {
    const tutor = await fixtures.tutor({ name: 'Tutor Sabar' });
    const guesser = newJid();
    for (let attempt = 0; attempt < 5; attempt += 1) expect(await text(guesser, `LINK ZZZZZZZ${attempt + 2}`)).toBe('Kode tidak valid atau sudah kedaluwarsa. Buat kode baru di halaman Akun.');
    const { code } = await createLinkCode({ db }, { id: tutor.id, role: 'tutor' }, 'whatsapp');
    issuedCodes.push(code);
    expect(await text(guesser, `LINK ${code}`)).toMatch(/^Terlalu banyak percobaan\. Silakan coba lagi dalam \d+ detik\.$/);
    expect(await db('chat_links').where({ chat_id: guesser }).first()).toBeUndefined();
    expect(await text(newJid(), `LINK ${code}`)).toBe(linkedMessage(tutor.name));
  });

  it('ignores groups, status updates, broadcasts and its own messages', async () => {
    const before = sent.length;
    const ignored = [
      incoming('120363000000000001@g.us', { conversation: 'BANTUAN' }, { participant: newJid() }),
      incoming('status@broadcast', { conversation: 'BANTUAN' }),
      incoming('12345@broadcast', { conversation: 'BANTUAN' }),
      incoming(newJid(), { conversation: 'BANTUAN' }, { fromMe: true }),
    ];
    socket().ev.emit('messages.upsert', { type: 'notify', messages: ignored });
    // A message after them is answered: by then the ignored ones would have been too.
    const jid = newJid();
    await text(jid, 'BANTUAN');
    expect(sent.slice(before).map((item) => item.jid)).toEqual([jid]);
  });
});

describe('joining a request with IKUT', () => {
  it('runs the web join: joined once, again is a no-op, only tutors, unknown codes refused', async () => {
    const owner = await fixtures.customer('Budi Pemilik');
    const requestId = await fixtures.request(owner, { subjects: ['SMA - Kimia'] });
    const tutor = await fixtures.tutor({ name: 'Siti Tutor', subjects: ['SMA - Kimia'] });
    const jid = await linked(tutor, 'tutor');

    expect(await text(jid, `IKUT ${shortCode(requestId).toLowerCase()}`)).toBe(REQUEST_MESSAGES.joined);
    expect(await text(jid, `ikut ${shortCode(requestId)}`)).toBe(REQUEST_MESSAGES.joined);
    expect(await db('request_participants').where({ request_id: requestId })).toHaveLength(1);

    expect(await text(jid, 'IKUT')).toBe(M.joinUsage);
    const unknown = shortCode(requestId) === 'FFFFFFFF' ? '00000000' : 'FFFFFFFF';
    expect(await text(jid, `IKUT ${unknown}`)).toBe(M.joinUnknownCode);

    const ownerJid = await linked(owner, 'customer');
    expect(await text(ownerJid, `IKUT ${shortCode(requestId)}`)).toBe(M.joinTutorsOnly);

    const closed = await fixtures.request(owner, { subjects: ['SMA - Kimia'], status: 'CANCELLED' });
    expect(await text(jid, `IKUT ${shortCode(closed)}`)).toBe(REQUEST_MESSAGES.alreadyCancelled);
  });
});

describe('payment proof by photo', () => {
  it('takes a photo captioned with the transaction code through the web proof pipeline, channel whatsapp', async () => {
    const customer = await fixtures.customer('Dewi Pembayar');
    const tutor = await fixtures.tutor({ name: 'Agus Tutor' });
    const first = await fixtures.choose(await fixtures.request(customer), tutor.id);
    const second = await fixtures.choose(await fixtures.request(customer), tutor.id);
    const jid = await linked(customer, 'customer');

    const listing = await text(jid, 'BUKTI');
    expect(listing).toContain(shortCode(first));
    expect(listing).toContain(shortCode(second));
    expect(listing).toContain('Agus Tutor, Rp 600.000');

    // Two are waiting: a photo without a code is sent back with the list.
    const photo = await pngOf(20_000);
    const uncaptioned = incoming(jid, { imageMessage: { fileLength: photo.length, mimetype: 'image/png' } });
    files.set(uncaptioned.key.id!, photo);
    expect(await say(jid, uncaptioned.message, { id: uncaptioned.key.id! })).toContain('Kirim ulang');

    const downloadsBefore = downloads;
    const captioned = { imageMessage: { caption: `BUKTI ${shortCode(second)}`, fileLength: photo.length, mimetype: 'image/png' } };
    const id = `PHOTO${++messageSequence}`;
    files.set(id, photo);
    expect(await say(jid, captioned, { id })).toBe(M.proofReceived);
    expect(downloads).toBe(downloadsBefore + 1);

    const proof = await db('payment_proofs').where({ transaction_id: second }).first('channel', 'uploaded_by', 'mime');
    expect(proof).toEqual({ channel: 'whatsapp', uploaded_by: customer.id, mime: 'image/png' });
    expect(await db('transactions').where({ id: second }).first('payment_status')).toEqual({ payment_status: 'PROOF_SUBMITTED' });
    expect(await db('outbox').where({ type: 'payment.proof_submitted' }).whereRaw(`payload->>'transactionId' = ?`, [second])).toHaveLength(1);

    // Sent again: the web's rule answers.
    files.set(`${id}b`, photo);
    expect(await say(jid, captioned, { id: `${id}b` })).toBe(TRANSACTION_MESSAGES.proofPending);
  });

  it('refuses a file too large before downloading it, a lying one while downloading, and what is not a proof', async () => {
    const customer = await fixtures.customer('Eko Pembayar');
    const tutor = await fixtures.tutor({ name: 'Tono Tutor' });
    const transaction = await fixtures.choose(await fixtures.request(customer), tutor.id);
    const jid = await linked(customer, 'customer');
    const caption = `BUKTI ${shortCode(transaction)}`;

    const downloadsBefore = downloads;
    const big = { documentMessage: { caption, fileLength: PROOF_MAX_BYTES + 1, mimetype: 'application/pdf', fileName: 'bukti.pdf' } };
    expect(await say(jid, big)).toBe(TRANSACTION_MESSAGES.fileTooLarge);
    expect(downloads).toBe(downloadsBefore);

    const liar = `LIAR${++messageSequence}`;
    files.set(liar, Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(PROOF_MAX_BYTES + 10), Buffer.from('%%EOF')]));
    expect(await say(jid, { documentMessage: { caption, fileLength: 1_000, mimetype: 'application/pdf' } }, { id: liar })).toBe(TRANSACTION_MESSAGES.fileTooLarge);

    const text = `TXT${++messageSequence}`;
    files.set(text, Buffer.from('bukan gambar'));
    expect(await say(jid, { documentMessage: { caption, fileLength: 12, mimetype: 'text/plain' } }, { id: text })).toBe(TRANSACTION_MESSAGES.fileType);
    expect(await say(jid, { videoMessage: { caption } })).toBe(M.proofNotAFile);
    expect(await say(jid, { imageMessage: { caption: 'BUKTI 12', fileLength: 10 } })).toBe(M.proofMalformedCode);

    expect(await db('payment_proofs').where({ transaction_id: transaction })).toHaveLength(0);
    expect(await db('transactions').where({ id: transaction }).first('payment_status')).toEqual({ payment_status: 'UNPAID' });

    const tutorJid = await linked(tutor, 'tutor');
    expect(await say(tutorJid, { imageMessage: { caption, fileLength: 10 } })).toBe(M.proofCustomersOnly);
  });
});

describe('notifications through the whatsapp queue', () => {
  async function openedFor(subject: string): Promise<{ requestId: string; outboxId: number }> {
    const owner = await fixtures.customer('Lina Pemilik');
    const requestId = await fixtures.request(owner, { subjects: [subject] });
    const outboxId = await db.transaction((trx) => writeOutbox(trx, 'request.opened', { requestId }));
    const { job_key: jobKey } = await db('outbox').where({ id: outboxId }).first('job_key');
    await processEvent({ data: { outboxId, jobKey } });
    return { requestId, outboxId };
  }
  const deliveryStatus = (outboxId: number, userId: string) =>
    db('notification_deliveries').where({ outbox_id: outboxId, user_id: userId, channel: 'whatsapp' }).first('status').then((row) => row?.status as string | undefined);
  const settled = (outboxId: number, userId: string) =>
    waitFor(async () => {
      const status = await deliveryStatus(outboxId, userId);
      return status === 'sent' || status === 'skipped' || status === 'failed' ? status : undefined;
    }, 'the delivery to settle');

  it('sends a new request to a linked tutor once, with the reply keyword; a muted tutor gets nothing', async () => {
    const tutor = await fixtures.tutor({ name: 'Maya Tutor', subjects: ['SMA - Biologi'] });
    const jid = await linked(tutor, 'tutor');
    const muted = await fixtures.tutor({ name: 'Diam Tutor', subjects: ['SMA - Biologi'] });
    const mutedJid = await linked(muted, 'tutor');
    expect(await text(mutedJid, 'BERHENTI')).toBe(M.muted);

    const { requestId, outboxId } = await openedFor('SMA - Biologi');
    expect(await settled(outboxId, tutor.id)).toBe('sent');
    // The planner may leave a muted chat out or record it skipped; either way nothing is sent.
    const mutedOutcome = await waitFor(async () => {
      const status = await deliveryStatus(outboxId, muted.id);
      return status === 'pending' || status === 'sending' ? undefined : (status ?? 'no delivery');
    }, 'the muted delivery to settle');
    expect(['no delivery', 'skipped']).toContain(mutedOutcome);
    // And a delivery planned before the mute is skipped when its turn comes.
    const [late] = await db('notification_deliveries')
      .insert({ outbox_id: outboxId, user_id: muted.id, channel: 'whatsapp', status: 'pending' })
      .onConflict(['outbox_id', 'user_id', 'channel'])
      .merge({ status: 'pending' })
      .returning<{ id: string }[]>('id');
    // A job id of its own: the planned row's job id is still held by its finished job.
    await queues.get('whatsapp').add('whatsapp', { deliveryId: late!.id });
    expect(await settled(outboxId, muted.id)).toBe('skipped');
    const toTutor = sent.filter((item) => item.jid === jid && item.text.includes('Balas: IKUT'));
    expect(toTutor).toHaveLength(1);
    expect(toTutor[0]!.text.startsWith('*Ada permintaan belajar baru sesuai mata pelajaran Anda*')).toBe(true);
    expect(toTutor[0]!.text.endsWith(`Balas: IKUT ${shortCode(requestId)}`)).toBe(true);
    expect(sent.filter((item) => item.jid === mutedJid && item.text.includes('Balas: IKUT'))).toHaveLength(0);

    // The event again (a retried job) plans nothing new and sends nothing more.
    const { job_key: jobKey } = await db('outbox').where({ id: outboxId }).first('job_key');
    await processEvent({ data: { outboxId, jobKey } });
    const delivery = await db('notification_deliveries').where({ outbox_id: outboxId, user_id: tutor.id }).first('id');
    const repeat = await queues.get('whatsapp').add('whatsapp', { deliveryId: delivery.id });
    await waitFor(async () => ((await repeat.getState()) === 'completed' ? true : undefined), 'the repeated job to finish');
    expect(sent.filter((item) => item.jid === jid && item.text.includes('Balas: IKUT'))).toHaveLength(1);

    // The tutor replies with the keyword from the message and joins.
    expect(await text(jid, `IKUT ${shortCode(requestId)}`)).toBe(REQUEST_MESSAGES.joined);

    // MULAI turns messages back on.
    expect(await text(mutedJid, 'MULAI')).toBe(M.unmuted);
    const again = await openedFor('SMA - Biologi');
    expect(await settled(again.outboxId, muted.id)).toBe('sent');
  });

  it('holds sends while the socket is down and delivers them after the reconnect', async () => {
    const tutor = await fixtures.tutor({ name: 'Sabar Tutor', subjects: ['SMA - Geografi'] });
    const jid = await linked(tutor, 'tutor');
    const before = sockets.length;
    socket().end(Object.assign(new Error('Connection Closed'), { output: { statusCode: 428 } }));
    expect(whatsapp.connection.isOpen()).toBe(false);

    const { outboxId } = await openedFor('SMA - Geografi');
    const queue = new Queue('whatsapp', { connection: { url: config.REDIS_URL }, prefix });
    await waitFor(async () => {
      const counts = await queue.getJobCounts('wait', 'delayed');
      return (counts.wait ?? 0) + (counts.delayed ?? 0) > 0 ? true : undefined;
    }, 'the job to wait');
    expect(await deliveryStatus(outboxId, tutor.id)).toBe('pending');
    expect(sent.some((item) => item.jid === jid && item.text.includes('Balas: IKUT'))).toBe(false);

    // The reconnect (after the first backoff step) makes a new socket; once it opens, the send goes.
    await waitFor(() => (sockets.length > before ? true : undefined), 'the reconnect');
    socket().ev.emit('connection.update', { connection: 'open' });
    await queue.promoteJobs();
    expect(await settled(outboxId, tutor.id)).toBe('sent');
    expect(sent.filter((item) => item.jid === jid && item.text.includes('Balas: IKUT'))).toHaveLength(1);
    await queue.close();
  });
});

describe('privacy', () => {
  it('sends no phone number, linking code or token in any chat text, and logs no chat number', async () => {
    const phones = (await db('tutors').pluck('phone_number')) as string[];
    phones.push(...((await db('customers').pluck('phone')) as string[]), fixtures.REQUEST_PHONE);
    expect(sent.length).toBeGreaterThan(20);
    for (const { text } of sent) {
      for (const phone of phones) {
        expect(text).not.toContain(phone);
        expect(text).not.toContain(`62${phone.slice(1)}`);
      }
      for (const code of issuedCodes) expect(text).not.toContain(code);
    }
    const log = logLines.join('\n');
    for (const { jid } of sent) expect(log).not.toContain(jid.split('@')[0]!);
    expect(log).not.toContain(OWN_JID.split('@')[0]);
  });
});
