import type { Actor } from '../core/accounts/actor.ts';
import { DEMO_TELEGRAM_USERS } from '../api/routes/dev-telegram.routes.ts';
import type { Db } from '../infra/db.ts';
import type { TelegramEmulator } from '../infra/telegram-emulator/index.ts';
import { createLinkCode } from '../services/chat-links/link-codes.ts';

// A fresh demo links its accounts' Telegram chats the way a user does: the account page makes a
// code, the user taps its t.me link (the app sends `/start <code>`), the real bot links the chat
// and answers. Done before the demo story, so what happens next reaches /dev/telegram.

const LINKED_WITHIN_MS = 15_000;

export function emulatorChatLinker(db: Db, emulator: TelegramEmulator) {
  return async (account: Actor & { email: string }): Promise<void> => {
    const demo = DEMO_TELEGRAM_USERS.find((user) => user.email === account.email);
    if (!demo) return;
    const { code } = await createLinkCode({ db }, account, 'telegram');
    const before = emulator.lastMessageId(demo.id);
    await emulator.sendText({ id: demo.id, firstName: demo.firstName, username: demo.username }, `/start ${code}`);
    await emulator.waitForMessage(demo.id, (message) => message.messageId > before && (message.text ?? '').includes('terhubung'), LINKED_WITHIN_MS);
  };
}
