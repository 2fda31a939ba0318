import type { Actor } from '../../core/accounts/actor.ts';
import { canCancelRequest } from '../../core/requests/request-machine.ts';
import { REQUEST_LIMITS } from '../../core/requests/request.schema.ts';
import { deriveRequestBadge } from '../../core/requests/request-status.ts';
import type { OwnRequestItem, RequestPage } from '../../core/requests/views.ts';
import { isAllowed } from '../../core/transactions/transaction-machine.ts';
import type { ClassStatus, PaymentStatus } from '../../core/transactions/statuses.ts';
import { requireRole } from '../accounts/require-role.ts';
import { participantCountSql, requestColumns, statusOf, type RequestDeps, type RequestRow } from './request-record.ts';
import { toRequestBasics } from './request-views.ts';

type OwnRow = RequestRow & {
  participant_count: number;
  transaction_id: string | null;
  payment_status: PaymentStatus | null;
  class_status: ClassStatus | null;
};

/**
 * 'Permintaan Belajar Anda' (docs/product.md#request-cancel): the customer's own requests, newest
 * first, 7 a page, each with its status read from its transaction once a tutor was chosen. Keyset
 * paging like the transaction lists: the cursor is the last id of the previous page, and a cursor
 * that is not one of the owner's requests gives an empty page, never someone else's.
 */
export async function listOwnRequests(deps: RequestDeps, actor: Actor, cursor?: string): Promise<RequestPage<OwnRequestItem>> {
  requireRole(actor, 'customer');
  const { db } = deps;
  const own = db('learning_requests as r').where('r.customer_id', actor.id);
  const query = own
    .clone()
    .leftJoin('transactions as t', (join) => {
      // Its live transaction only: an expired one handed the request back (docs/product.md#payment-deadline).
      join.on('t.request_id', 'r.id').andOnVal('t.payment_status', '<>', 'EXPIRED');
    })
    .select(
      ...requestColumns(db, 'r'),
      db.raw(`${participantCountSql('r')} as participant_count`),
      't.id as transaction_id',
      't.payment_status',
      't.class_status',
    )
    .orderBy([
      { column: 'r.created_at', order: 'desc' },
      { column: 'r.id', order: 'desc' },
    ])
    .limit(REQUEST_LIMITS.pageSize + 1);
  if (cursor) {
    query.whereRaw('(r.created_at, r.id) < (select c.created_at, c.id from learning_requests c where c.id = ? and c.customer_id = ?)', [
      cursor,
      actor.id,
    ]);
  }
  const [rows, counted] = await Promise.all([query as Promise<OwnRow[]>, own.clone().count<{ count: string | number }[]>({ count: '*' })]);
  const page = rows.slice(0, REQUEST_LIMITS.pageSize);
  return {
    requests: page.map((row) => toOwnItem(row, deps.config.REQUEST_MAX_TUTORS)),
    total: Number(counted[0]?.count ?? 0),
    nextCursor: rows.length > REQUEST_LIMITS.pageSize ? (page.at(-1)?.id ?? null) : null,
  };
}

function toOwnItem(row: OwnRow, maxTutors: number): OwnRequestItem {
  const status = statusOf(row);
  const transaction =
    row.transaction_id && row.payment_status && row.class_status
      ? { id: row.transaction_id, paymentStatus: row.payment_status, classStatus: row.class_status }
      : null;
  const state = transaction && { payment: transaction.paymentStatus, class: transaction.classStatus };
  return {
    // The owner's own words, as written.
    ...toRequestBasics(row, row.participant_count, maxTutors, deriveRequestBadge({ stored: status, transaction }), 'as-written'),
    status,
    transaction,
    canCancel: canCancelRequest({ status, transaction: state }),
    canMarkDone: state !== null && isAllowed(state, 'markDone', 'customer'),
  };
}
