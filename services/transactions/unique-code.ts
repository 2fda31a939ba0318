import { randomInt } from 'node:crypto';
import { AppError } from '../../core/errors.ts';
import { TRANSACTION_MESSAGES as M } from '../../core/transactions/messages.ts';
import type { Config } from '../../infra/config.ts';
import type { Db, Trx } from '../../infra/db.ts';

/** The range codes are drawn from (UNIQUE_CODE_MIN..UNIQUE_CODE_MAX, inside the database's 1..99 999). */
export type UniqueCodeConfig = Pick<Config, 'UNIQUE_CODE_MIN' | 'UNIQUE_CODE_MAX'>;

/**
 * The arbiter of transactions_unique_code_awaiting_idx, the partial unique index that is the last
 * word on "unique among transactions awaiting payment": an insert carrying it skips a taken code
 * (no row returned) instead of failing, so no savepoint is needed around the attempt.
 */
export const SKIP_TAKEN_CODE = `on conflict (unique_code) where payment_status in ('UNPAID', 'PROOF_SUBMITTED') do nothing`;

/** What an attempt answers when its code was taken: the caller draws again. */
export const CODE_TAKEN = Symbol('code taken');

/** Random draws before looking for a free code in the database: most draws hit a free code at once. */
const RANDOM_DRAWS = 3;
/** Draws in all, the free-code look-ups included; two creations racing for the last codes draw again. */
const ATTEMPTS = 8;

/** A code no transaction awaiting payment holds now, at random among the free ones. */
async function freeCode(db: Db | Trx, config: UniqueCodeConfig): Promise<number> {
  const free = await db.raw<{ rows: { code: number }[] }>(
    `select c as code from generate_series(?::int, ?::int) c
     where not exists (
       select 1 from transactions t where t.unique_code = c and t.payment_status in ('UNPAID', 'PROOF_SUBMITTED')
     )
     order by random() limit 1`,
    [config.UNIQUE_CODE_MIN, config.UNIQUE_CODE_MAX],
  );
  const code = free.rows[0]?.code;
  if (code === undefined) throw new AppError('UNAVAILABLE', M.uniqueCodesExhausted);
  return code;
}

/**
 * Runs `insert` with a code no transaction awaiting payment holds. The first draws are random
 * numbers tried directly: the insert's SKIP_TAKEN_CODE makes the database answer CODE_TAKEN for a
 * taken one, and the common case costs one insert, not a scan of the whole range. After those, a
 * look-up picks among the codes free now (READ COMMITTED sees what others committed), so a nearly
 * full range still finds its last codes, and a full one is refused with 503.
 */
export async function withUniqueCode<T>(
  db: Db | Trx,
  config: UniqueCodeConfig,
  insert: (code: number) => Promise<T | typeof CODE_TAKEN>,
): Promise<T> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const code = attempt <= RANDOM_DRAWS ? randomInt(config.UNIQUE_CODE_MIN, config.UNIQUE_CODE_MAX + 1) : await freeCode(db, config);
    const result = await insert(code);
    if (result !== CODE_TAKEN) return result;
  }
  throw new AppError('UNAVAILABLE', M.uniqueCodesExhausted);
}
