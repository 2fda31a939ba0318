import type { BotMessage, EmulatedUser, TelegramEmulator } from '../../dev/telegram-emulator/index.ts';
import type { NotificationContent } from '../../core/notifications/content.ts';
import type { Db } from '../../infra/db.ts';
import { renderTelegram } from '../../services/notifications/render-telegram.ts';
import { tutorJoined } from '../../services/requests/request-notifications.ts';

/**
 * The tutor-joined message as the send worker would post it to `user`'s chat: planned from the
 * database, rendered by the Telegram renderer, sent through the Bot API. Returns it as the chat shows it.
 */
export async function postTutorJoined(
  emulator: TelegramEmulator,
  db: Db,
  user: EmulatedUser,
  pair: { requestId: string; tutorId: string },
): Promise<BotMessage> {
  const content = await tutorJoined(
    db,
    { appUrl: 'https://ajarin.test', gopayNumber: '081234567890', secretKey: Buffer.alloc(32), requestMaxTutors: 10 },
    pair,
  );
  if (!content) throw new Error('no tutor-joined message for this pair');
  return postRendered(emulator, user, content);
}

/** A notification as the send worker posts it: rendered by the Telegram renderer, sent through the Bot API. */
export async function postRendered(emulator: TelegramEmulator, user: EmulatedUser, content: NotificationContent): Promise<BotMessage> {
  const before = emulator.lastMessageId(user.id);
  const res = await fetch(`${emulator.apiRoot}/bot${emulator.token}/sendMessage`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ chat_id: user.id, ...renderTelegram(content) }),
  });
  if (!res.ok) throw new Error(`sendMessage failed: ${res.status}`);
  return emulator.waitForMessage(user.id, (message) => message.messageId > before);
}

/** The callback data of the button labelled `label` on `message`. */
export function buttonData(message: BotMessage, label: string): string {
  const button = message.replyMarkup?.inline_keyboard.flat().find((candidate) => candidate.text === label);
  if (!button?.callback_data) throw new Error(`no button '${label}' on message ${message.messageId}`);
  return button.callback_data;
}
