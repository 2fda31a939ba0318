// The public shape of the Telegram Bot API emulator (Contract 2 of issue 11). Tests, the bench and
// the /dev/telegram page drive it through these names; the bot and the send worker only ever see
// the Bot API over HTTP, as they would see Telegram.

/** A Telegram user talking to the bot in a private chat: the chat id is the user id. */
export type EmulatedUser = { id: number; firstName: string; username?: string };

/** `web_app` opens a Mini App; the emulator's transcript turns it into a link signed for the chat's user. */
export type InlineButton = { text: string; callback_data?: string; url?: string; web_app?: { url: string } };
export type InlineKeyboard = { inline_keyboard: InlineButton[][] };

/** A message the bot sent, as it stands now (edits applied). */
export type BotMessage = {
  messageId: number;
  chatId: number;
  /** Plain text as Telegram stores it: HTML markup of parse_mode is already turned into `entities`. */
  text?: string;
  caption?: string;
  entities?: unknown[];
  parseMode?: string;
  replyMarkup?: InlineKeyboard;
  photoFileId?: string;
  documentFileId?: string;
  sentAt: number;
  editedAt?: number;
  /** The Bot API method that created it (sendMessage, sendPhoto, sendDocument). */
  method: string;
};

/** What the user sent, kept only for the transcript of /dev/telegram. */
export type UserMessage = {
  messageId: number;
  chatId: number;
  text?: string;
  caption?: string;
  photoFileId?: string;
  documentFileId?: string;
  fileName?: string;
  /** Callback data of a pressed button (no message of its own in Telegram; shown in the transcript). */
  pressed?: string;
  sentAt: number;
};

export type ChatEntry =
  ({ from: 'bot' } & BotMessage) | ({ from: 'user' } & UserMessage) | { from: 'notice'; chatId: number; text: string; sentAt: number };

/**
 * A failure the emulator answers with instead of serving a call. A rule without `method` matches
 * every method except the update plumbing (getUpdates, getMe, the webhook methods); a rule without
 * `chatId` matches every chat. 429 rules count down `times` (default 1); a 403 rule stands for a
 * user who blocked the bot and holds until `clearFailures()`.
 */
export type FailureRule =
  | { method?: string; chatId?: number; status: 429; retryAfter: number; times?: number }
  | { chatId: number; status: 403; description?: string };

export type CallbackAnswer = { answered: boolean; text?: string; showAlert?: boolean };

export interface TelegramEmulator {
  /** e.g. http://127.0.0.1:PORT — grammY's `client.apiRoot`, TELEGRAM_API_ROOT. */
  apiRoot: string;
  /** The only token accepted (random per start unless given); any other gets 401 Unauthorized. */
  token: string;
  botUsername: string;
  /** A web_app button's `url` as Telegram would open it for this chat's user: with initData signed by the token. */
  webAppLink(chatId: number, url: string): string;
  sendText(user: EmulatedUser, text: string): Promise<void>;
  /** `mediaGroupId`: one photo of an album (Telegram delivers an album as one message per photo). */
  sendPhoto(user: EmulatedUser, image: Buffer, caption?: string, options?: { mediaGroupId?: string }): Promise<void>;
  /** The user blocks the bot: a my_chat_member update says so, and every send to them answers 403 until unblockBot. */
  blockBot(user: EmulatedUser): Promise<void>;
  /** The user unblocks (restarts) the bot: a my_chat_member update, and sends reach them again. */
  unblockBot(user: EmulatedUser): Promise<void>;
  sendDocument(user: EmulatedUser, data: Buffer, mime: string, fileName: string, caption?: string): Promise<void>;
  /** A callback_query update; resolves once the bot answers it, or after 5 s unanswered. */
  pressButton(user: EmulatedUser, message: BotMessage, callbackData: string): Promise<CallbackAnswer>;
  messagesTo(chatId: number): BotMessage[];
  /** The id of the bot's newest message in the chat (0 for none): what came after it is new. */
  lastMessageId(chatId: number): number;
  allMessages(): BotMessage[];
  waitForMessage(chatId: number, predicate: (m: BotMessage) => boolean, timeoutMs?: number): Promise<BotMessage>;
  /** Every accepted sendMessage / sendPhoto / sendDocument, in order (edits and answers are not sends). */
  sendTimes(): { chatId: number; at: number }[];
  failNext(rule: FailureRule): void;
  clearFailures(): void;
  /** Both sides of a chat in order, for /dev/telegram. */
  transcript(chatId: number): ChatEntry[];
  /** Chats that have any message, newest activity first. */
  chats(): { chatId: number; user?: EmulatedUser; lastAt: number }[];
  /** A file sent by either side, by file_id (for /dev/telegram to show photos). */
  file(fileId: string): { bytes: Buffer; mime: string; fileName?: string } | undefined;
  /** Counts every change of the chats: equal numbers mean nothing changed in between. */
  version(): number;
  /** Called after every change of the chats (a send, an edit, a user message); returns an unsubscribe. */
  onChange(listener: () => void): () => void;
  stop(): Promise<void>;
}

export type TelegramEmulatorOptions = {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 'ajarin_dev_bot'. */
  botUsername?: string;
  /** Default: a random '123456:emulator-…' (infra/emulator-bot-token.ts); the numeric part is the bot's user id. */
  token?: string;
};
