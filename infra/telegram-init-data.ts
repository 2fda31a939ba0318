import { createHmac, timingSafeEqual } from 'node:crypto';

// Telegram Mini App initData (core.telegram.org/bots/webapps#validating-data-received-via-the-mini-app):
// a query string whose `hash` is HMAC-SHA256(data_check_string, HMAC-SHA256("WebAppData", bot token)),
// the data_check_string being every other field as `key=value`, sorted by key, joined by '\n'.
// Only a holder of the bot token can sign it: Telegram's clients, and our development emulator.

export type InitDataUser = { id: number; first_name: string; last_name?: string; username?: string };

export type CheckedInitData = { user: InitDataUser; authDate: number; hash: string };

const secretKey = (botToken: string): Buffer => createHmac('sha256', 'WebAppData').update(botToken).digest();

function dataCheckString(params: URLSearchParams): string {
  return [...params.entries()]
    .filter(([key]) => key !== 'hash')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
}

const sign = (botToken: string, params: URLSearchParams): string =>
  createHmac('sha256', secretKey(botToken)).update(dataCheckString(params)).digest('hex');

/** initData as a Telegram client would pass it for `user`, signed with `botToken` (the emulator and tests). */
export function signInitData(botToken: string, user: InitDataUser, authDate: number, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ ...extra, auth_date: String(authDate), user: JSON.stringify(user) });
  params.set('hash', sign(botToken, params));
  return params.toString();
}

/** The signed fields of `initData`, or null when it is malformed or its hash is not the bot token's. */
export function checkInitData(botToken: string, initData: string): CheckedInitData | null {
  if (initData.length > 4096) return null;
  const params = new URLSearchParams(initData);
  const hash = params.get('hash') ?? '';
  if (!/^[0-9a-f]{64}$/.test(hash)) return null;
  const expected = Buffer.from(sign(botToken, params), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(hash, 'hex'))) return null;
  const authDate = Number(params.get('auth_date'));
  if (!Number.isSafeInteger(authDate) || authDate <= 0) return null;
  try {
    const user = JSON.parse(params.get('user') ?? '') as Partial<InitDataUser> | null;
    if (!user || !Number.isSafeInteger(user.id) || typeof user.first_name !== 'string') return null;
    return { user: user as InitDataUser, authDate, hash };
  } catch {
    return null;
  }
}
