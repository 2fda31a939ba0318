import { isRole } from '../../core/accounts/auth.schema.ts';
import { maskEmail } from '../../core/accounts/mask-email.ts';
import {
  INIT_DATA_FUTURE_SKEW_SECONDS,
  INIT_DATA_MAX_AGE_SECONDS,
  TELEGRAM_APP_MESSAGES as M,
  type TelegramSignInQuestion,
} from '../../core/accounts/telegram-web-app.ts';
import { AppError } from '../../core/errors.ts';
import type { Config } from '../../infra/config.ts';
import type { Db } from '../../infra/db.ts';
import type { Redis } from '../../infra/redis.ts';
import { checkInitData } from '../../infra/telegram-init-data.ts';
import { findChatUser } from '../chat-links/linked-chats.ts';
import { markTutorActive } from './mark-tutor-active.ts';
import { browserSessionAccount } from './browser-session.ts';
import { issueSession, type ClientInfo, type SessionGrant } from './issue-session.ts';
import { findUserById, toSessionUser, type UserRow } from './user-record.ts';

export type TelegramSignInDeps = {
  db: Db;
  redis: Redis;
  config: Pick<Config, 'JWT_SECRET' | 'TELEGRAM_BOT_TOKEN' | 'REDIS_PREFIX' | 'APP_URL'>;
};

type Checked = { hash: string; user: UserRow };

/**
 * The initData must carry our bot token's signature and be at most INIT_DATA_MAX_AGE_SECONDS old;
 * the Telegram user must be the linked chat of an active, confirmed account that is not an admin
 * (an admin's session is not a tap in a chat away: docs/decisions/041).
 */
async function checkTelegramUser(deps: TelegramSignInDeps, initData: string, now: Date): Promise<Checked> {
  const token = deps.config.TELEGRAM_BOT_TOKEN;
  const checked = token ? checkInitData(token, initData) : null;
  if (!checked) throw new AppError('UNAUTHENTICATED', M.invalid);
  const age = Math.floor(now.getTime() / 1000) - checked.authDate;
  if (age > INIT_DATA_MAX_AGE_SECONDS || age < -INIT_DATA_FUTURE_SKEW_SECONDS) throw new AppError('UNAUTHENTICATED', M.expired);
  const linked = await findChatUser(deps.db, 'telegram', String(checked.user.id));
  const user = linked && (await findUserById(deps.db, linked.userId));
  if (!user || user.disabled_at || !user.email_confirmed_at || !isRole(user.role))
    throw new AppError('FORBIDDEN', M.notLinked(deps.config.APP_URL));
  if (user.role === 'admin') throw new AppError('FORBIDDEN', M.adminRefused, { reason: 'ADMIN' });
  return { hash: checked.hash, user };
}

/**
 * Which account this initData would open, and which one the browser's refresh cookie holds, both
 * masked: what the page names before a sign-in it does not do by itself. Spends nothing.
 */
export async function askTelegramSignIn(
  deps: TelegramSignInDeps,
  initData: string,
  browserToken: string | undefined,
  now = new Date(),
): Promise<TelegramSignInQuestion> {
  const { user } = await checkTelegramUser(deps, initData, now);
  const held = await browserSessionAccount(deps.db, browserToken);
  return { account: maskEmail(user.email), signedInAs: held && held.userId !== user.id ? held.account : null };
}

/**
 * 'Buka Ajarin' in Telegram (docs/decisions/034 and 041): checked as above, then used once (its
 * hash is kept in Redis for the freshness window, so a copied one cannot open a second session).
 * A browser that holds another account's live login is not switched without `switchAccount`: 409
 * naming both accounts, masked, and nothing spent. Then the same session a password sign-in opens.
 */
export async function signInWithTelegram(
  deps: TelegramSignInDeps,
  initData: string,
  client: ClientInfo,
  browser: { refreshToken: string | undefined; switchAccount: boolean },
  now = new Date(),
): Promise<SessionGrant> {
  const { hash, user } = await checkTelegramUser(deps, initData, now);
  const held = await browserSessionAccount(deps.db, browser.refreshToken);
  if (held && held.userId !== user.id && !browser.switchAccount) {
    const account = maskEmail(user.email);
    throw new AppError('CONFLICT', M.otherSession(account, held.account), { reason: 'OTHER_SESSION', account, signedInAs: held.account });
  }
  const first = await deps.redis.set(
    `${deps.config.REDIS_PREFIX}:tg-web-app:${hash}`,
    '1',
    'EX',
    INIT_DATA_MAX_AGE_SECONDS + INIT_DATA_FUTURE_SKEW_SECONDS,
    'NX',
  );
  if (first !== 'OK') throw new AppError('UNAUTHENTICATED', M.expired);

  const sessionUser = toSessionUser(user);
  const { sessionId: _sessionId, ...grant } = await deps.db.transaction(async (trx) => {
    if (sessionUser.role === 'tutor') await markTutorActive(trx, sessionUser.id);
    return issueSession(trx, deps.config.JWT_SECRET, sessionUser, { client });
  });
  return grant;
}
