import type { Actor } from '../../core/accounts/actor.ts';
import { AppError } from '../../core/errors.ts';
import { SESSION_MESSAGES as M } from '../../core/lessons/session-messages.ts';
import { isTimeZone, type TimeZone } from '../../core/lessons/time-zones.ts';
import type { Db } from '../../infra/db.ts';
import { zoneOf } from '../transactions/transaction-sessions.ts';

// The zone a user enters and reads lesson times in, chosen on /akun (docs/product.md#lesson-sessions).
// Only new readings change: stored instants are absolute, so a session keeps its moment.

export async function getTimeZone(deps: { db: Db }, actor: Actor): Promise<{ timeZone: TimeZone }> {
  return { timeZone: await zoneOf(deps.db, actor.id) };
}

export async function setTimeZone(deps: { db: Db }, actor: Actor, timeZone: unknown): Promise<{ message: string; timeZone: TimeZone }> {
  if (!isTimeZone(timeZone)) throw new AppError('VALIDATION', M.badTimeZone, { field: 'timeZone' });
  await deps.db('users').where({ id: actor.id }).update({ time_zone: timeZone });
  return { message: M.timeZoneSaved, timeZone };
}
