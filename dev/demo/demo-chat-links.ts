import type { Actor } from '../../core/accounts/actor.ts';
import { DEMO_TELEGRAM_USERS } from '../routes/telegram.routes.ts';
import { DEMO_WHATSAPP_USERS } from '../routes/whatsapp.routes.ts';
import type { Db } from '../../infra/db.ts';
import type { TelegramEmulator } from '../telegram-emulator/index.ts';
import type { WhatsAppEmulator } from '../whatsapp-emulator/index.ts';
import { createLinkCode } from '../../services/chat-links/link-codes.ts';
import type { DemoStoryDeps } from './play-demo-story.ts';
import { pairCallback } from '../../core/chat/customer-callbacks.ts';

// A fresh demo links its accounts' chats the way a user does: the account page makes a code, the
// user taps its t.me link (the app sends `/start <code>`) or sends `LINK <code>` to the bot's
// WhatsApp number, the real bot links the chat and answers. Done before the demo story, so what
// happens next reaches /dev/telegram and /dev/whatsapp.

const LINKED_WITHIN_MS = 15_000;
// The tutor-joined message waits behind every earlier message to the same chat, sent one a second
// (infra/telegram-pacing.ts): by the time of the request, the story has caused a dozen or more.
const CHOICE_WITHIN_MS = 60_000;

type ChatLinker = NonNullable<DemoStoryDeps['linkChat']>;

export function emulatorChatLinker(db: Db, emulator: TelegramEmulator): ChatLinker {
  return async (account: Actor & { email: string }) => {
    const demo = DEMO_TELEGRAM_USERS.find((user) => user.email === account.email);
    if (!demo) return;
    const { code } = await createLinkCode({ db }, account, 'telegram');
    const user = { id: demo.id, firstName: demo.firstName, username: demo.username };
    const asked = emulator.lastMessageId(demo.id);
    await emulator.sendText(user, `/start ${code}`);
    // The bot asks first (docs/decisions/041); the demo user answers 'Ya, Hubungkan'.
    const question = await emulator.waitForMessage(demo.id, (message) => message.messageId > asked, LINKED_WITHIN_MS);
    const before = emulator.lastMessageId(demo.id);
    await emulator.pressButton(user, question, question.replyMarkup?.inline_keyboard[0]?.[0]?.callback_data ?? '');
    await emulator.waitForMessage(
      demo.id,
      (message) => message.messageId > before && (message.text ?? '').startsWith('Akun Ajarin Anda'),
      LINKED_WITHIN_MS,
    );
  };
}

export function whatsappChatLinker(db: Db, emulator: WhatsAppEmulator): ChatLinker {
  return async (account) => {
    const demo = DEMO_WHATSAPP_USERS.find((user) => user.email === account.email);
    if (!demo) return;
    const { code } = await createLinkCode({ db }, account, 'whatsapp');
    const before = emulator.messagesTo(demo.number).length;
    // Typed out, `LINK <kode> YA` is the answer to the question a bare `LINK <kode>` asks.
    await emulator.sendText(demo, `LINK ${code} YA`);
    await emulator.waitForMessage(
      demo.number,
      (message) => emulator.messagesTo(demo.number).indexOf(message) >= before && message.text.includes('sekarang terhubung dengan akun'),
      LINKED_WITHIN_MS,
    );
  };
}

/** Both emulators' demo chats, linked one after the other; undefined when neither runs. */
export function demoChatLinker(db: Db, emulators: { telegram?: TelegramEmulator; whatsapp?: WhatsAppEmulator }): ChatLinker | undefined {
  const linkers: ChatLinker[] = [];
  if (emulators.telegram) linkers.push(emulatorChatLinker(db, emulators.telegram));
  if (emulators.whatsapp) linkers.push(whatsappChatLinker(db, emulators.whatsapp));
  if (linkers.length === 0) return undefined;
  return async (account) => {
    for (const link of linkers) await link(account);
  };
}

type ChatChooser = NonNullable<DemoStoryDeps['chooseInChat']>;

/**
 * The customer presses 'Pilih Tutor Ini' on the tutor-joined message the jobs process sent to their
 * emulated chat, then 'Ya, Pilih Tutor Ini', and waits for the payment instructions. Null when the
 * message never came (the story then chooses as the web does).
 */
export function emulatorChooser(db: Db, emulator: TelegramEmulator): ChatChooser {
  return async (customer, requestId, tutorId) => {
    const demo = DEMO_TELEGRAM_USERS.find((user) => user.email === customer.email);
    if (!demo) return null;
    const user = { id: demo.id, firstName: demo.firstName, username: demo.username };
    const data = pairCallback('ch', { requestId, tutorId });
    const hasButton = (callback: string) => (message: { replyMarkup?: { inline_keyboard: { callback_data?: string }[][] } }) =>
      (message.replyMarkup?.inline_keyboard.flat() ?? []).some((button) => button.callback_data === callback);
    try {
      const joined = await emulator.waitForMessage(demo.id, hasButton(data), CHOICE_WITHIN_MS);
      await emulator.pressButton(user, joined, data);
      const confirm = pairCallback('cy', { requestId, tutorId });
      const question = await emulator.waitForMessage(demo.id, hasButton(confirm), LINKED_WITHIN_MS);
      const before = emulator.lastMessageId(demo.id);
      await emulator.pressButton(user, question, confirm);
      await emulator.waitForMessage(
        demo.id,
        (message) => message.messageId > before && (message.text ?? '').startsWith('Anda memilih'),
        LINKED_WITHIN_MS,
      );
    } catch {
      return null;
    }
    const row = await db('transactions').where({ request_id: requestId }).first<{ id: string } | undefined>('id');
    return row?.id ?? null;
  };
}
