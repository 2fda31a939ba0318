import { AppError } from '../../core/errors.ts';
import { ATTENDANCE_MESSAGES } from '../../core/lessons/attendance-messages.ts';
import { TRANSACTION_MESSAGES as M } from '../../core/transactions/messages.ts';
import type { CustomerTransaction } from '../../core/transactions/views.ts';
import type { Db } from '../../infra/db.ts';
import { runCustomerAction } from './customer-action.ts';
import { getCustomerTransaction } from './get-customer-transaction.ts';
import type { Actor } from '../../core/accounts/actor.ts';

/**
 * 'Tandai Selesai': the class happened. The tutor's taught hours grow by its duration; the
 * increment is one UPDATE, which holds the tutor's row lock, so concurrent completions add up.
 * A class with sessions is finished by their attendance instead (decision 054): the button would
 * skip the tutor's Ya and any dispute, so it is refused there and stays for classes without a schedule.
 */
export async function completeClass(
  deps: { db: Db },
  viewer: Actor,
  id: string,
): Promise<{ message: string; transaction: CustomerTransaction }> {
  await runCustomerAction(deps.db, viewer, id, 'markDone', 'class.done', async (trx, row) => {
    if (await trx('lesson_sessions').where({ transaction_id: row.id }).first('id'))
      throw new AppError('CONFLICT', ATTENDANCE_MESSAGES.markDoneBySessions);
    await trx('tutors').where({ id: row.tutor_id }).increment('hours_taught', row.duration_hours);
    return { class_done_at: trx.fn.now() };
  });
  return { message: M.markedDone, transaction: await getCustomerTransaction(deps, viewer, id) };
}
