import type { UserFromGetMe } from 'grammy/types';
import type { Config } from '../../infra/config.ts';
import type { Db } from '../../infra/db.ts';
import type { Logger } from '../../infra/logger.ts';
import type { RateLimiter } from '../../infra/rate-limit.ts';
import type { Redis } from '../../infra/redis.ts';
import type { Storage } from '../../infra/storage.ts';
import type { ActivityRecorder } from '../../services/tutors/record-tutor-activity.ts';

/** Where the bot talks to: Telegram, or another Bot API server (the development emulator). */
export type TelegramEndpoint = { token: string; apiRoot: string };

export type TelegramBotDeps = {
  config: Pick<
    Config,
    | 'APP_URL'
    | 'REDIS_PREFIX'
    | 'REQUEST_MAX_TUTORS'
    | 'REQUEST_LIFETIME_HOURS'
    | 'GOPAY_NUMBER'
    | 'PAYOUT_ADMIN_FEE'
    | 'UNIQUE_CODE_MIN'
    | 'UNIQUE_CODE_MAX'
  >;
  db: Db;
  redis: Redis;
  storage: Storage;
  logger: Logger;
  limiter: RateLimiter;
  activity: ActivityRecorder;
  telegram: TelegramEndpoint & {
    /** Known already (tests, a restart): skips the getMe call of bot.init(). */
    botInfo?: UserFromGetMe;
    /** The development emulator: it opens a Mini App on a local http address, which Telegram refuses. */
    emulated?: boolean;
  };
};
