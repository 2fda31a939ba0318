import {
  INIT_DATA_FUTURE_SKEW_SECONDS,
  INIT_DATA_MAX_AGE_SECONDS,
  TELEGRAM_APP_MESSAGES as M,
} from '../../core/accounts/telegram-web-app.ts';
import { AppError } from '../../core/errors.ts';
import type { Config } from '../../infra/config.ts';
import type { Db } from '../../infra/db.ts';
import type { Redis } from '../../infra/redis.ts';
import { checkInitData } from '../../infra/telegram-init-data.ts';
import { findChatUser } from '../chat-links/linked-chats.ts';
import { markTutorActive } from '../tutors/record-tutor-activity.ts';
import { issueSession, type ClientInfo, type SessionGrant } from './issue-session.ts';
import { findUserById, isRole, toSessionUser } from './user-record.ts';

export type TelegramSignInDeps = {
  db: Db;
  redis: Redis;
  config: Pick<Config, 'JWT_SECRET' | 'TELEGRAM_BOT_TOKEN' | 'REDIS_PREFIX' | 'APP_URL'>;
};

/**
 * 'Buka Ajarin' in Telegram (docs/decisions/034-telegram-mini-app-sign-in.md): the initData must
 * carry our bot token's signature, be at most INIT_DATA_MAX_AGE_SECONDS old, and be used once (its
 * hash is kept in Redis for that window, so a copied one cannot open a second session); the
 * Telegram user must be the linked chat of an active, confirmed account. Then the same session a
 * password sign-in opens.
 */
export async function signInWithTelegram(
  deps: TelegramSignInDeps,
  initData: string,
  client: ClientInfo,
  now = new Date(),
): Promise<SessionGrant> {
  const token = deps.config.TELEGRAM_BOT_TOKEN;
  const checked = token ? checkInitData(token, initData) : null;
  if (!checked) throw new AppError('UNAUTHENTICATED', M.invalid);
  const age = Math.floor(now.getTime() / 1000) - checked.authDate;
  if (age > INIT_DATA_MAX_AGE_SECONDS || age < -INIT_DATA_FUTURE_SKEW_SECONDS) throw new AppError('UNAUTHENTICATED', M.expired);
  const first = await deps.redis.set(
    `${deps.config.REDIS_PREFIX}:tg-web-app:${checked.hash}`,
    '1',
    'EX',
    INIT_DATA_MAX_AGE_SECONDS + INIT_DATA_FUTURE_SKEW_SECONDS,
    'NX',
  );
  if (first !== 'OK') throw new AppError('UNAUTHENTICATED', M.expired);

  const linked = await findChatUser(deps.db, 'telegram', String(checked.user.id));
  const user = linked && (await findUserById(deps.db, linked.userId));
  if (!user || user.disabled_at || !user.email_confirmed_at || !isRole(user.role))
    throw new AppError('FORBIDDEN', M.notLinked(deps.config.APP_URL));
  const sessionUser = toSessionUser(user);
  const { sessionId: _sessionId, ...grant } = await deps.db.transaction(async (trx) => {
    if (sessionUser.role === 'tutor') await markTutorActive(trx, sessionUser.id);
    return issueSession(trx, deps.config.JWT_SECRET, sessionUser, { client });
  });
  return grant;
}
