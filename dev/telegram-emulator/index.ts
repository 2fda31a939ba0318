import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Message, Update } from 'grammy/types';
import { CallbackAnswers } from './callbacks.ts';
import { ChatStore } from './chats.ts';
import { FailureRules } from './failures.ts';
import { FileStore } from './files.ts';
import { callMethod, type MethodDeps } from './methods.ts';
import { createRequestHandler } from './server.ts';
import type { EmulatedUser, TelegramEmulator, TelegramEmulatorOptions } from './types.ts';
import { UpdateQueue } from './updates.ts';
import { newEmulatorBotToken } from '../../infra/emulator-bot-token.ts';
import { signInitData } from '../../infra/telegram-init-data.ts';
import { waitForMatch } from '../wait-for-match.ts';
import { botUser, commandEntities, wireBotMessage, wireChat, wireUser } from './wire.ts';

export type * from './types.ts';

// A Telegram Bot API server for tests, the fan-out bench and `npm start` without a bot token
// (docs/architecture.md#telegram-emulator). The bot and the send worker talk to it over HTTP
// exactly as to api.telegram.org; tests and /dev/telegram play the users through this object.
// Everything lives in memory and ends with stop().

const DEFAULT_WAIT_MS = 10_000;

export async function startTelegramEmulator(options: TelegramEmulatorOptions = {}): Promise<TelegramEmulator> {
  // Random per start (infra/emulator-bot-token.ts): whoever reaches a development server must not
  // know the token its Mini App sign-in checks initData against.
  const token = options.token ?? newEmulatorBotToken();
  const botUsername = options.botUsername ?? 'ajarin_dev_bot';
  const chats = new ChatStore();
  const files = new FileStore();
  const failures = new FailureRules();
  const callbacks = new CallbackAnswers();
  const bot = botUser(token, botUsername);
  const deps: MethodDeps = {
    chats,
    files,
    failures,
    callbacks,
    bot,
    settings: { commands: [], chatCommands: new Map() },
    updates: new UpdateQueue(async (reply) => {
      const { method, ...params } = reply;
      await callMethod(deps, { method: String(method), params, uploads: new Map(), signal: new AbortController().signal });
    }),
  };

  const server = createServer(createRequestHandler({ token, files, call: (call) => callMethod(deps, call) }));
  // Long polls and keep-alive sockets must not hold a test run open.
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  const userMessage = (user: EmulatedUser, content: Record<string, unknown>): Message => {
    chats.rememberUser(user);
    return {
      message_id: chats.nextMessageId(user.id),
      from: wireUser(user),
      chat: wireChat(user.id, chats),
      date: Math.floor(Date.now() / 1000),
      ...content,
    } as unknown as Message;
  };
  const deliver = (message: Message): void => {
    deps.updates.push((update_id) => ({ update_id, message }) as Update);
  };
  /** What Telegram sends the bot when a user blocks ('kicked') or unblocks ('member') it in a private chat. */
  const deliverMemberChange = (user: EmulatedUser, from: 'member' | 'kicked', to: 'member' | 'kicked'): void => {
    chats.rememberUser(user);
    const date = Math.floor(Date.now() / 1000);
    const member = (status: string) => ({ user: bot, status, ...(status === 'kicked' ? { until_date: 0 } : {}) });
    deps.updates.push(
      (update_id) =>
        ({
          update_id,
          my_chat_member: {
            chat: wireChat(user.id, chats),
            from: wireUser(user),
            date,
            old_chat_member: member(from),
            new_chat_member: member(to),
          },
        }) as Update,
    );
  };

  const emulator: TelegramEmulator = {
    apiRoot: `http://${host}:${address.port}`,
    token,
    botUsername,

    async sendText(user, text) {
      const entities = commandEntities(text);
      const message = userMessage(user, { text, ...(entities.length ? { entities } : {}) });
      chats.addUserMessage({ messageId: message.message_id, chatId: user.id, text, sentAt: Date.now() });
      deliver(message);
    },

    async sendPhoto(user, image, caption, options = {}) {
      const photo = await files.addPhoto(image);
      const message = userMessage(user, {
        photo,
        ...(caption ? { caption } : {}),
        ...(options.mediaGroupId ? { media_group_id: options.mediaGroupId } : {}),
      });
      chats.addUserMessage({
        messageId: message.message_id,
        chatId: user.id,
        caption,
        photoFileId: photo.at(-1)?.file_id,
        sentAt: Date.now(),
      });
      deliver(message);
    },

    async sendDocument(user, data, mime, fileName, caption) {
      const file = files.add(data, 'documents', mime, fileName);
      const document = {
        file_id: file.fileId,
        file_unique_id: file.fileUniqueId,
        file_name: fileName,
        mime_type: mime,
        file_size: data.length,
      };
      const message = userMessage(user, { document, ...(caption ? { caption } : {}) });
      chats.addUserMessage({
        messageId: message.message_id,
        chatId: user.id,
        caption,
        documentFileId: file.fileId,
        fileName,
        sentAt: Date.now(),
      });
      deliver(message);
    },

    async blockBot(user) {
      failures.add({ chatId: user.id, status: 403 });
      chats.addNotice(user.id, 'Pengguna memblokir bot');
      deliverMemberChange(user, 'member', 'kicked');
    },

    async unblockBot(user) {
      failures.clearChat(user.id);
      chats.addNotice(user.id, 'Pengguna membuka blokir bot');
      deliverMemberChange(user, 'kicked', 'member');
    },

    async pressButton(user, message, callbackData) {
      chats.rememberUser(user);
      const current = chats.findBotMessage(message.chatId, message.messageId) ?? message;
      const id = randomBytes(8).readBigUInt64BE().toString();
      const answered = callbacks.wait(id);
      const label = current.replyMarkup?.inline_keyboard.flat().find((button) => button.callback_data === callbackData)?.text;
      chats.addUserMessage({ messageId: 0, chatId: message.chatId, pressed: label ?? callbackData, sentAt: Date.now() });
      deps.updates.push(
        (update_id) =>
          ({
            update_id,
            callback_query: {
              id,
              from: wireUser(user),
              message: wireBotMessage(current, deps),
              chat_instance: String(message.chatId),
              data: callbackData,
            },
          }) as Update,
      );
      return answered;
    },

    webAppLink(chatId, url) {
      const user = chats.user(chatId);
      const initData = signInitData(token, { id: chatId, first_name: user?.firstName ?? 'Pengguna' }, Math.floor(Date.now() / 1000));
      return `${url}#tgWebAppData=${encodeURIComponent(initData)}`;
    },

    messagesTo: (chatId) => chats.messagesTo(chatId),
    lastMessageId: (chatId) => Math.max(0, ...chats.messagesTo(chatId).map((message) => message.messageId)),
    allMessages: () => chats.allMessages(),
    sendTimes: () => chats.sendTimes(),
    transcript: (chatId) => chats.transcript(chatId),
    chats: () => chats.chats(),
    onChange: (listener) => chats.onChange(() => listener()),
    version: () => chats.version,
    file(fileId) {
      const file = files.get(fileId);
      return file && { bytes: file.bytes, mime: file.mime, ...(file.fileName ? { fileName: file.fileName } : {}) };
    },

    waitForMessage: (chatId, predicate, timeoutMs = DEFAULT_WAIT_MS) =>
      waitForMatch({
        find: () => chats.messagesTo(chatId).find(predicate),
        onChange: (listener) => chats.onChange((changed) => (changed === undefined || changed === chatId ? listener() : undefined)),
        timeoutMs,
        describe: () =>
          `no matching bot message in chat ${chatId} within ${timeoutMs} ms; messages: ${JSON.stringify(chats.messagesTo(chatId).map((m) => m.text ?? m.caption ?? `[${m.method}]`))}`,
      }),

    failNext: (rule) => failures.add(rule),
    clearFailures: () => failures.clear(),

    async stop() {
      deps.updates.stop();
      callbacks.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
  return emulator;
}
