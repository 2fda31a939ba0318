import { randomBytes } from 'node:crypto';

// The development Telegram emulator's bot token (dev/telegram-emulator). The Mini App sign-in
// trusts initData signed with the bot token, so a token anyone knows lets anyone sign in as any
// linked account: each emulator start makes a random one, and production refuses a token of the
// emulator's shape (infra/config.ts), the old public '123456:TEST-emulator' included.

/** The emulated bot's user id: the numeric part of every emulator token. */
export const EMULATOR_BOT_ID = 123456;

/** A fresh `123456:emulator-<random>` token, known only to the process that made it. */
export function newEmulatorBotToken(): string {
  return `${EMULATOR_BOT_ID}:emulator-${randomBytes(24).toString('base64url')}`;
}

/** The emulator's bot id, or a secret part that names the emulator. */
export function isEmulatorBotToken(token: string): boolean {
  const [botId = '', secret = ''] = token.split(':');
  return botId === String(EMULATOR_BOT_ID) || /emulator/i.test(secret);
}
