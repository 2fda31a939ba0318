import type { Db } from '../../infra/db.ts';
import type { Logger } from '../../infra/logger.ts';
import type { Redis } from '../../infra/redis.ts';

// tutors.last_active_at follows real use ('Terakhir online' on the cards, and the 30-day sweep
// that marks inactive tutors busy). Writing it on every request would turn reads into writes, so
// each tutor is written at most once per window: a Redis SET NX EX claims the window across api
// instances; when Redis is away an in-process map does the same for this instance, and the
// UPDATE itself skips a row written within the window, so even that fallback never writes twice.
// A sign-in writes it at once (services/accounts/mark-tutor-active.ts).

export const ACTIVITY_WINDOW_SECONDS = 5 * 60;
const REDIS_TIMEOUT_MS = 250;
// The fallback map forgets expired entries once it grows past this many tutors.
const LOCAL_PRUNE_AT = 10_000;

export type ActivityRecorder = {
  /** Never throws and never needs awaiting by a request: activity is a side note, not the request. */
  record: (tutorId: string) => Promise<'written' | 'throttled' | 'failed'>;
};

export function createActivityRecorder(deps: {
  db: Db;
  redis: Redis;
  logger: Logger;
  prefix: string;
  windowSeconds?: number;
}): ActivityRecorder {
  const windowSeconds = deps.windowSeconds ?? ACTIVITY_WINDOW_SECONDS;
  const local = new Map<string, number>();
  let warnedAt = 0;

  const claimLocally = (tutorId: string): boolean => {
    const now = Date.now();
    if ((local.get(tutorId) ?? 0) > now) return false;
    if (local.size >= LOCAL_PRUNE_AT) for (const [id, until] of local) if (until <= now) local.delete(id);
    local.set(tutorId, now + windowSeconds * 1000);
    return true;
  };

  const claim = async (tutorId: string): Promise<boolean> => {
    try {
      const answer = await withTimeout(
        deps.redis.set(`${deps.prefix}:activity:${tutorId}`, '1', 'EX', windowSeconds, 'NX'),
        REDIS_TIMEOUT_MS,
      );
      return answer === 'OK';
    } catch (error) {
      // One warning a minute at most: an outage would otherwise log once per request.
      if (Date.now() - warnedAt > 60_000) {
        warnedAt = Date.now();
        deps.logger.warn(
          { err: { name: (error as Error).name, message: (error as Error).message } },
          'activity throttle: Redis unavailable, throttling in process',
        );
      }
      return claimLocally(tutorId);
    }
  };

  return {
    record: async (tutorId) => {
      try {
        if (!(await claim(tutorId))) return 'throttled';
        const { db } = deps;
        const updated = await db('tutors')
          .where({ id: tutorId })
          .andWhere((recent) =>
            recent.whereNull('last_active_at').orWhereRaw('last_active_at < now() - make_interval(secs => ?)', [windowSeconds]),
          )
          .update({ last_active_at: db.fn.now() });
        return updated > 0 ? 'written' : 'throttled';
      } catch (error) {
        deps.logger.warn(
          { tutorId, err: { name: (error as Error).name, message: (error as Error).message } },
          'tutor activity could not be recorded',
        );
        return 'failed';
      }
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
