import { afterAll, vi } from 'vitest';
import type { BotMessage, EmulatedUser } from '../../dev/telegram-emulator/index.ts';
import { newEmulatorBotToken } from '../../infra/emulator-bot-token.ts';
import { createLinkCode } from '../../services/chat-links/link-codes.ts';
import type { Actor } from './bookings.ts';
import { startRequestsApp } from './requests.ts';
import { startSmtpCapture, type CapturedMail } from './smtp-capture.ts';
import { startChatStack } from './chat-stack.ts';

/**
 * The requests test app (real HTTP and the phone-leak recorder) with everything a message goes
 * through: one real jobs process sending email to an SMTP capture and Telegram messages to the Bot
 * API emulator, where the real bot answers chats linked by the /akun code.
 */
export async function startRequestsChatStack() {
  const capture = await startSmtpCapture();
  afterAll(() => capture.stop());
  const app = await startRequestsApp({ env: { TELEGRAM_BOT_TOKEN: newEmulatorBotToken(), SMTP_URL: capture.url } });
  const stack = await startChatStack(app.deps);
  const { emulator } = stack;

  /** Links a new Telegram chat to `actor`, as 'Hubungkan Telegram' and /start do. */
  async function linkTelegram(actor: Actor, firstName: string): Promise<EmulatedUser> {
    const { code } = await createLinkCode({ db: app.db }, actor, 'telegram');
    const chat = stack.chatUser(firstName);
    const reply = await stack.startLink(chat, code);
    if (!reply.text?.startsWith('Akun Ajarin Anda')) throw new Error(`linking failed: ${reply.text}`);
    return chat;
  }

  /** The first chat message to `chat` whose first line is `title`. */
  const telegramTitled = (chat: EmulatedUser, title: string): Promise<BotMessage> =>
    emulator.waitForMessage(chat.id, (message) => message.text?.startsWith(`${title}\n`) ?? false, 20_000);

  /** The first mail to `to` with `subject`. */
  const mailTitled = (to: string, subject: string): Promise<CapturedMail> =>
    vi.waitFor(
      () => {
        const mail = capture.messages.find((message) => message.to.includes(to) && message.subject === subject);
        if (!mail) throw new Error(`no mail '${subject}' to ${to}`);
        return mail;
      },
      { timeout: 20_000, interval: 50 },
    );

  /** Resolves once no delivery is waiting to be sent: every message of the events so far went out. */
  async function settled(): Promise<void> {
    const waiting = async () =>
      Number((await app.db('notification_deliveries').whereIn('status', ['pending', 'sending']).count({ count: '*' }))[0]?.count);
    const unrelayed = async () => Number((await app.db('outbox').whereNull('relayed_at').count({ count: '*' }))[0]?.count);
    await vi.waitFor(
      async () => {
        if ((await unrelayed()) + (await waiting()) > 0) throw new Error('messages still on their way');
      },
      { timeout: 30_000, interval: 100 },
    );
  }

  return { ...app, ...stack, mails: () => capture.messages, linkTelegram, telegramTitled, mailTitled, settled };
}
