import { AppError } from '../../core/errors.ts';
import { TRANSACTION_MESSAGES as M } from '../../core/transactions/messages.ts';
import type { Config } from '../../infra/config.ts';
import type { Trx } from '../../infra/db.ts';
import { isUniqueViolation } from '../accounts/google-identities.ts';

/** The range codes are drawn from (UNIQUE_CODE_MIN..UNIQUE_CODE_MAX, inside the database's 1..99 999). */
export type UniqueCodeConfig = Pick<Config, 'UNIQUE_CODE_MIN' | 'UNIQUE_CODE_MAX'>;

/** The partial unique index that is the last word on "unique among transactions awaiting payment". */
const AWAITING_CODE_INDEX = 'transactions_unique_code_awaiting_idx';
/** Two creations drawing the same free code at once: the loser draws again, a handful of times at most. */
const ATTEMPTS = 8;

/**
 * Runs `insert` with a code free at this moment, drawn at random among the free ones so that
 * concurrent creations rarely pick the same. Each attempt is its own savepoint: a creation that
 * drew a code another one committed meanwhile gets the index's unique violation, rolls back only
 * that attempt and draws again from what is free now (READ COMMITTED sees the winner's row).
 */
export async function withUniqueCode<T>(trx: Trx, config: UniqueCodeConfig, insert: (sp: Trx, code: number) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await trx.transaction(async (sp) => {
        const free = await sp.raw<{ rows: { code: number }[] }>(
          `select c as code from generate_series(?::int, ?::int) c
           where not exists (
             select 1 from transactions t where t.unique_code = c and t.payment_status in ('UNPAID', 'PROOF_SUBMITTED')
           )
           order by random() limit 1`,
          [config.UNIQUE_CODE_MIN, config.UNIQUE_CODE_MAX],
        );
        const code = free.rows[0]?.code;
        if (code === undefined) throw new AppError('UNAVAILABLE', M.uniqueCodesExhausted);
        return insert(sp, code);
      });
    } catch (error) {
      if (!isUniqueViolation(error, [AWAITING_CODE_INDEX])) throw error;
      if (attempt >= ATTEMPTS) throw new AppError('UNAVAILABLE', M.uniqueCodesExhausted);
    }
  }
}
