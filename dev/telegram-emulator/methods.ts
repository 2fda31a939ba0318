import type { User } from 'grammy/types';
import type { ChatStore } from './chats.ts';
import { badRequest, notFound } from './errors.ts';
import type { FailureRules } from './failures.ts';
import type { FileStore, StoredFile } from './files.ts';
import { format, type Formatted } from './formatting.ts';
import { chatId, optionalBool, optionalInt, optionalJson, optionalString, requiredInt, type Params } from './params.ts';
import type { CallbackAnswers } from './callbacks.ts';
import type { BotMessage, InlineKeyboard } from './types.ts';
import type { UpdateQueue } from './updates.ts';
import { wireBotMessage, wireChat } from './wire.ts';

// The Bot API methods the product uses, with the checks Telegram makes that a bot could trip over
// (text length, parse errors, 64-byte callback data, "message is not modified", stale callback
// queries). Anything else answers 404 Not Found, as Telegram does for an unknown method.

export type Upload = { bytes: Buffer; filename: string };
export type Call = { method: string; params: Params; uploads: Map<string, Upload>; signal: AbortSignal };

export type MethodDeps = {
  chats: ChatStore;
  files: FileStore;
  updates: UpdateQueue;
  failures: FailureRules;
  callbacks: CallbackAnswers;
  bot: User;
  /**
   * setMyCommands, for getMyCommands: the default list, and the lists of a chat's own scope
   * (`{ type: 'chat', chat_id }`). Other scopes and languages are not modelled.
   */
  settings: { commands: unknown[]; chatCommands: Map<number, unknown[]> };
};

const TEXT_MAX = 4096;
const CAPTION_MAX = 1024;
const NOT_MODIFIED =
  'message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message';
const ACCEPTED_WITHOUT_EFFECT = new Set([
  'setmycommands',
  'deletemycommands',
  'setmydescription',
  'setmyshortdescription',
  'setchatmenubutton',
  'sendchataction',
  'close',
  'logout',
]);

export async function callMethod(deps: MethodDeps, call: Call): Promise<unknown> {
  const name = call.method.toLowerCase();
  const failure = deps.failures.match(call.method, chatIdIfAny(call.params));
  if (failure) throw failure;
  if (ACCEPTED_WITHOUT_EFFECT.has(name)) {
    const scopeChat = chatOfScope(call.params);
    if (name === 'setmycommands') {
      const given = optionalJson(call.params, 'commands');
      const commands = Array.isArray(given) ? given : [];
      if (scopeChat === null) deps.settings.commands = commands;
      else deps.settings.chatCommands.set(scopeChat, commands);
    }
    if (name === 'deletemycommands') {
      if (scopeChat === null) deps.settings.commands = [];
      else deps.settings.chatCommands.delete(scopeChat);
    }
    return true;
  }
  switch (name) {
    case 'getme':
      return deps.bot;
    case 'getmycommands': {
      const scopeChat = chatOfScope(call.params);
      return (scopeChat === null ? undefined : deps.settings.chatCommands.get(scopeChat)) ?? deps.settings.commands;
    }
    case 'getupdates':
      return deps.updates.getUpdates(
        {
          offset: optionalInt(call.params, 'offset'),
          limit: optionalInt(call.params, 'limit'),
          timeout: optionalInt(call.params, 'timeout'),
        },
        call.signal,
      );
    case 'setwebhook':
      return setWebhook(deps, call.params);
    case 'deletewebhook':
      deps.updates.deleteWebhook(optionalBool(call.params, 'drop_pending_updates'));
      return true;
    case 'getwebhookinfo':
      return webhookInfo(deps);
    case 'getchat':
      return wireChat(chatId(call.params), deps.chats);
    case 'sendmessage':
      return send(deps, call.params, 'sendMessage', textOf(call.params, 'text', 'entities'));
    case 'sendphoto':
      return send(deps, call.params, 'sendPhoto', {
        ...captionOf(call.params),
        photoFileId: fileParam(deps, call, 'photo', 'photos').fileId,
      });
    case 'senddocument':
      return send(deps, call.params, 'sendDocument', {
        ...captionOf(call.params),
        documentFileId: fileParam(deps, call, 'document', 'documents').fileId,
      });
    case 'editmessagetext':
      return edit(deps, call.params, (message) => {
        if (message.text === undefined) throw badRequest('there is no text in the message to edit');
        const formatted = textOf(call.params, 'text', 'entities');
        return {
          ...message,
          text: formatted.text,
          entities: formatted.entities,
          parseMode: optionalString(call.params, 'parse_mode'),
          replyMarkup: keyboardOf(call.params),
        };
      });
    case 'editmessagecaption':
      return edit(deps, call.params, (message) => {
        if (message.text !== undefined) throw badRequest('there is no caption in the message to edit');
        const formatted = captionOf(call.params);
        return {
          ...message,
          caption: formatted.caption,
          entities: formatted.entities,
          parseMode: formatted.parseMode,
          replyMarkup: keyboardOf(call.params),
        };
      });
    case 'editmessagereplymarkup':
      return edit(deps, call.params, (message) => ({ ...message, replyMarkup: keyboardOf(call.params) }));
    case 'deletemessage':
      if (!deps.chats.deleteMessage(chatId(call.params), requiredInt(call.params, 'message_id', 'message identifier is not specified'))) {
        throw badRequest('message to delete not found');
      }
      return true;
    case 'answercallbackquery':
      deps.callbacks.answer(optionalString(call.params, 'callback_query_id') ?? '', {
        text: optionalString(call.params, 'text'),
        showAlert: optionalBool(call.params, 'show_alert'),
      });
      return true;
    case 'getfile':
      return getFile(deps, call.params);
    default:
      throw notFound();
  }
}

function chatIdIfAny(params: Params): number | undefined {
  try {
    return optionalInt(params, 'chat_id');
  } catch {
    return undefined;
  }
}

function textOf(params: Params, key: string, entitiesKey: string): Formatted & { parseMode?: string } {
  const raw = optionalString(params, key) ?? '';
  const parseMode = optionalString(params, 'parse_mode');
  const formatted = format(raw, parseMode, optionalJson(params, entitiesKey));
  if (!formatted.text.trim()) throw badRequest('message text is empty');
  if (formatted.text.length > TEXT_MAX) throw badRequest('message is too long');
  return { ...formatted, parseMode };
}

function captionOf(params: Params): { caption?: string; entities?: unknown[]; parseMode?: string } {
  const raw = optionalString(params, 'caption');
  if (raw === undefined) return {};
  const parseMode = optionalString(params, 'parse_mode');
  const formatted = format(raw, parseMode, optionalJson(params, 'caption_entities'));
  if (formatted.text.length > CAPTION_MAX) throw badRequest('message caption is too long');
  return { caption: formatted.text, entities: formatted.entities, parseMode };
}

/** The inline keyboard of reply_markup, checked as Telegram checks it; other markups are not kept. */
/** The chat of a `{ type: 'chat', chat_id }` command scope; null for the default scope. */
function chatOfScope(params: Params): number | null {
  const scope = optionalJson(params, 'scope') as { type?: unknown; chat_id?: unknown } | undefined;
  if (!scope || scope.type === 'default') return null;
  if (scope.type !== 'chat' || typeof scope.chat_id !== 'number') throw badRequest('BOT_COMMAND_SCOPE_INVALID');
  return scope.chat_id;
}

function keyboardOf(params: Params): InlineKeyboard | undefined {
  const markup = optionalJson(params, 'reply_markup') as { inline_keyboard?: unknown } | undefined;
  if (!markup || typeof markup !== 'object' || !('inline_keyboard' in markup)) return undefined;
  const rows = markup.inline_keyboard;
  if (!Array.isArray(rows) || rows.some((row) => !Array.isArray(row)))
    throw badRequest('field "inline_keyboard" of the InlineKeyboardMarkup should be an Array of Arrays');
  const keyboard: InlineKeyboard = { inline_keyboard: [] };
  for (const row of rows as unknown[][]) {
    const buttons = row.map((value) => {
      const button = (value ?? {}) as { text?: unknown; callback_data?: unknown; url?: unknown; web_app?: { url?: unknown } };
      if (typeof button.text !== 'string' || !button.text.trim()) throw badRequest('text buttons are unallowed in the inline keyboard');
      if (typeof button.callback_data === 'string') {
        const bytes = Buffer.byteLength(button.callback_data);
        if (bytes < 1 || bytes > 64) throw badRequest('BUTTON_DATA_INVALID');
        return { text: button.text, callback_data: button.callback_data };
      }
      if (typeof button.url === 'string') {
        if (!/^(https?|tg):\/\/\S+$/i.test(button.url)) throw badRequest('BUTTON_URL_INVALID');
        return { text: button.text, url: button.url };
      }
      // Telegram wants https here; the emulator also takes the local http app it stands in front of.
      if (typeof button.web_app?.url === 'string') {
        if (!/^https?:\/\/\S+$/i.test(button.web_app.url)) throw badRequest('BUTTON_URL_INVALID');
        return { text: button.text, web_app: { url: button.web_app.url } };
      }
      return { text: button.text };
    });
    if (buttons.length) keyboard.inline_keyboard.push(buttons);
  }
  return keyboard.inline_keyboard.length ? keyboard : undefined;
}

function fileParam(deps: MethodDeps, call: Call, key: string, folder: 'photos' | 'documents'): StoredFile {
  const value = optionalString(call.params, key);
  const attached = value?.startsWith('attach://')
    ? call.uploads.get(value.slice('attach://'.length))
    : value === undefined
      ? call.uploads.get(key)
      : undefined;
  if (attached) {
    const mime = folder === 'photos' ? 'image/jpeg' : guessMime(attached.filename);
    return deps.files.add(attached.bytes, folder, mime, attached.filename);
  }
  if (!value) throw badRequest(`there is no ${key} in the request`);
  const known = deps.files.get(value);
  if (known) return known;
  // A URL would be fetched by Telegram; the emulator has no network, so it keeps only the address.
  if (/^https?:\/\//i.test(value))
    return deps.files.add(Buffer.alloc(0), folder, folder === 'photos' ? 'image/jpeg' : 'application/octet-stream', value);
  throw badRequest('wrong file identifier/HTTP URL specified');
}

function guessMime(filename: string): string {
  const ext = filename.toLowerCase().split('.').at(-1);
  const known: Record<string, string> = {
    pdf: 'application/pdf',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    webp: 'image/webp',
    txt: 'text/plain',
  };
  return (ext && known[ext]) || 'application/octet-stream';
}

function send(
  deps: MethodDeps,
  params: Params,
  method: string,
  content: { text?: string; caption?: string; entities?: unknown[]; parseMode?: string; photoFileId?: string; documentFileId?: string },
) {
  const chat = chatId(params);
  const message: BotMessage = {
    messageId: deps.chats.nextMessageId(chat),
    chatId: chat,
    ...(content.text !== undefined ? { text: content.text } : {}),
    ...(content.caption !== undefined ? { caption: content.caption } : {}),
    ...(content.entities?.length ? { entities: content.entities } : {}),
    ...(content.parseMode ? { parseMode: content.parseMode } : {}),
    ...(content.photoFileId ? { photoFileId: content.photoFileId } : {}),
    ...(content.documentFileId ? { documentFileId: content.documentFileId } : {}),
    replyMarkup: keyboardOf(params),
    sentAt: Date.now(),
    method,
  };
  if (!message.replyMarkup) delete message.replyMarkup;
  deps.chats.addBotMessage(message);
  return wireBotMessage(message, deps);
}

function edit(deps: MethodDeps, params: Params, change: (message: BotMessage) => BotMessage) {
  if (params.inline_message_id !== undefined) throw badRequest('inline messages are not supported by the emulator');
  const chat = chatId(params);
  const message = deps.chats.findBotMessage(chat, requiredInt(params, 'message_id', 'message identifier is not specified'));
  if (!message) throw badRequest('message to edit not found');
  const next = change(message);
  const same = (a: BotMessage) => JSON.stringify([a.text, a.caption, a.entities ?? [], a.replyMarkup ?? null]);
  if (same(next) === same(message)) throw badRequest(NOT_MODIFIED);
  Object.assign(message, next, { editedAt: Date.now() });
  for (const key of ['entities', 'parseMode', 'replyMarkup'] as const) if (next[key] === undefined) delete message[key];
  deps.chats.changed(chat);
  return wireBotMessage(message, deps);
}

function setWebhook(deps: MethodDeps, params: Params): true {
  const url = optionalString(params, 'url') ?? '';
  const drop = optionalBool(params, 'drop_pending_updates');
  if (!url) {
    deps.updates.deleteWebhook(drop);
    return true;
  }
  if (!/^https?:\/\/\S+$/i.test(url)) throw badRequest('bad webhook: An HTTPS URL must be provided for webhook');
  const secretToken = optionalString(params, 'secret_token');
  if (secretToken !== undefined && !/^[A-Za-z0-9_-]{1,256}$/.test(secretToken))
    throw badRequest('secret token contains unallowed characters');
  deps.updates.setWebhook({ url, secretToken }, drop);
  return true;
}

function webhookInfo(deps: MethodDeps) {
  const hook = deps.updates.webhook;
  return {
    url: hook?.url ?? '',
    has_custom_certificate: false,
    pending_update_count: deps.updates.pendingCount,
    ...(hook ? { max_connections: 40 } : {}),
    ...(hook?.lastErrorDate ? { last_error_date: hook.lastErrorDate, last_error_message: hook.lastErrorMessage } : {}),
  };
}

function getFile(deps: MethodDeps, params: Params) {
  const file = deps.files.get(optionalString(params, 'file_id') ?? '');
  if (!file) throw badRequest('invalid file_id');
  return { file_id: file.fileId, file_unique_id: file.fileUniqueId, file_size: file.bytes.length, file_path: file.path };
}
