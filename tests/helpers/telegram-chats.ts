import type { BotMessage, EmulatedUser, TelegramEmulator } from '../../dev/telegram-emulator/index.ts';

/**
 * Users of the emulator and the way a test waits for the bot's answer. Each harness starts its ids
 * at its own `firstUserId`, so chats of two harnesses in one test file never meet.
 */
export function emulatedChats(emulator: TelegramEmulator, firstUserId: number) {
  let nextUserId = firstUserId;
  const chatUser = (firstName: string): EmulatedUser => ({ id: (nextUserId += 1), firstName });

  /** The bot's first new message in the chat after `action`. */
  async function nextMessage(user: EmulatedUser, action: () => Promise<unknown>): Promise<BotMessage> {
    const before = emulator.lastMessageId(user.id);
    await action();
    return emulator.waitForMessage(user.id, (m) => m.messageId > before);
  }

  /** Sends `/start <code>` as the t.me link does, answers 'Ya, Hubungkan', and returns the bot's answer to that. */
  async function startLink(user: EmulatedUser, code: string): Promise<BotMessage> {
    const question = await nextMessage(user, () => emulator.sendText(user, `/start ${code}`));
    const yes = question.replyMarkup?.inline_keyboard.flat().find((button) => button.text === 'Ya, Hubungkan');
    if (!yes) throw new Error(`no link question: ${question.text}`);
    return nextMessage(user, () => emulator.pressButton(user, question, yes.callback_data!));
  }

  return { chatUser, nextMessage, startLink };
}
