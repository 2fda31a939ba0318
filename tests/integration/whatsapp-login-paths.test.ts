import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { WHATSAPP_MESSAGES as M } from '../../core/chat/whatsapp-texts.ts';
import { readBotIdentities } from '../../infra/bot-identity.ts';
import { createRedis } from '../../infra/redis.ts';
import { readCreds } from '../../infra/whatsapp/postgres-auth-state.ts';
import { BOT_NUMBER, startWhatsAppBotHarness, waitFor } from '../helpers/whatsapp-bot.ts';

// A real phone logs the bot in (issue 38, decision 037), end to end: the bot's WhatsApp channel on
// the emulator, whose sockets log in as Baileys 7.0.0-rc14 does — a QR scan (pair-success, then
// the close with 515 and a login with the saved creds; `registered` stays false) or a typed
// pairing code (registered first, then the same). After either, a `LINK <kode>` gets its reply and
// a notification queued while nobody was logged in is delivered. A logout from the phone brings a
// new QR without a restart.

type Harness = Awaited<ReturnType<typeof startWhatsAppBotHarness>>;

const byQr = await startWhatsAppBotHarness({}, { login: 'manual' });
const byCode = await startWhatsAppBotHarness({ WHATSAPP_PAIRING_NUMBER: BOT_NUMBER }, { login: 'manual' });
const redis = createRedis(inject('redisUrl'));
afterAll(() => redis.disconnect());

/** A paid transaction whose customer linked WhatsApp earlier, and its 'payment.verified', queued now. */
async function queuedNotification(bot: Harness) {
  const customer = await bot.fixtures.customer('Sari Menunggu');
  const tutor = await bot.fixtures.tutor({ name: 'Tutor Kimia', subjects: ['SMA - Kimia'] });
  const chat = '6285799990011';
  await bot.db('chat_links').insert({ user_id: customer.id, channel: 'whatsapp', chat_id: `${chat}@s.whatsapp.net` });
  const transactionId = await bot.fixtures.choose(await bot.fixtures.request(customer, { subjects: ['SMA - Kimia'] }), tutor.id, 'PAID');
  const outboxId = await bot.notify('payment.verified', { transactionId, proofId: randomUUID() });
  return { customer, chat, outboxId };
}

/** After the login: the queued notification arrives, and a new user's LINK is answered. */
async function worksAfterLogin(bot: Harness, queued: Awaited<ReturnType<typeof queuedNotification>>) {
  const verified = await bot.emulator.waitForMessage(queued.chat, (message) => message.text.includes('Pembayaran terverifikasi'), 20_000);
  expect(verified.jid).toBe(`${queued.chat}@s.whatsapp.net`);
  await waitFor(
    async () => ((await bot.deliveryStatus(queued.outboxId, queued.customer.id)) === 'sent' ? true : undefined),
    'the delivery',
  );
  expect(bot.channel.whatsapp.connection.ownJid()).toBe(`${BOT_NUMBER}@s.whatsapp.net`);
  // /akun offers WhatsApp with the number the phone logged in.
  expect((await readBotIdentities(redis, bot.prefix)).whatsapp).toEqual({ number: BOT_NUMBER });
  // linked() checks the reply to `LINK <kode>` word for word.
  await bot.linked(await bot.fixtures.customer('Dewi Baru'), 'customer');
}

describe('logging a phone in', () => {
  it('by QR: after the scan and the restart the bot answers LINK and delivers what was queued, with `registered` false', async () => {
    const status = () => byQr.channel.whatsapp.connection.status();
    await waitFor(() => (status().qr ? true : undefined), 'the QR');
    const queued = await queuedNotification(byQr);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(byQr.emulator.messagesTo(queued.chat)).toEqual([]);
    expect(await byQr.deliveryStatus(queued.outboxId, queued.customer.id)).toBe('pending');

    byQr.emulator.scanQr();
    await worksAfterLogin(byQr, queued);
    const creds = await readCreds(byQr.db);
    expect(creds?.registered).toBe(false);
    expect(creds?.me?.id).toMatch(/^6281100000000:\d+@s\.whatsapp\.net$/);
  });

  it('after a logout from the phone (401) a new QR appears without a restart, and a scan makes the bot answer again', async () => {
    const user = byQr.newUser('Rina');
    expect(await byQr.say(user, 'BANTUAN')).toContain(M.help);
    const status = () => byQr.channel.whatsapp.connection.status();
    byQr.emulator.drop(401);
    await waitFor(() => (status().qr ? true : undefined), 'a new QR');
    expect((await readCreds(byQr.db))?.me).toBeUndefined();
    expect((await readBotIdentities(redis, byQr.prefix)).whatsapp).toBeNull();

    byQr.emulator.scanQr();
    await waitFor(() => (byQr.channel.whatsapp.connection.isOpen() ? true : undefined), 'the new login');
    expect(await byQr.say(user, 'BANTUAN')).toContain(M.help);
    expect((await readBotIdentities(redis, byQr.prefix)).whatsapp).toEqual({ number: BOT_NUMBER });
  });

  it('by pairing code: the code typed on the phone logs in, and the bot answers LINK and delivers what was queued', async () => {
    const status = () => byCode.channel.whatsapp.connection.status();
    const code = await waitFor(() => status().pairingCode, 'the pairing code');
    expect(code).toMatch(/^[1-9A-HJ-NP-TV-Z]{8}$/);
    const queued = await queuedNotification(byCode);
    expect(() => byCode.emulator.enterPairingCode('WRONG123')).toThrow(/no pairing code WRONG123/);

    byCode.emulator.enterPairingCode(code);
    await worksAfterLogin(byCode, queued);
    expect((await readCreds(byCode.db))?.registered).toBe(true);
  });
});
