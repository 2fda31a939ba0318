import { AppError } from '../../core/errors.ts';
import { TRANSACTION_MESSAGES as M } from '../../core/transactions/messages.ts';
import type { Viewer } from '../bookings/transaction-record.ts';

/** Admin use cases check the role themselves too: a route guard forgotten is not a hole. */
export function requireAdmin(viewer: Viewer): void {
  if (viewer.role !== 'admin') throw new AppError('FORBIDDEN', M.accessDenied);
}
