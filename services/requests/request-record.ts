import type { Knex } from 'knex';
import { AppError } from '../../core/errors.ts';
import { REQUEST_MESSAGES as M } from '../../core/requests/messages.ts';
import { effectiveRequestStatus } from '../../core/requests/request-machine.ts';
import type { StoredRequestStatus } from '../../core/requests/request-status.ts';
import { isUuid } from '../../core/validation/uuid.ts';
import type { Config } from '../../infra/config.ts';
import type { Db, Trx } from '../../infra/db.ts';

// The learning_requests row as the request use cases read it, and what every one of them needs:
// the two settings, and the row itself (404 for an unknown or malformed id).

/**
 * The cap on interested tutors, how long an unchosen request stays OPEN (docs/product.md#request-join),
 * the kode unik's range, and how long the transaction a choice opens waits for its payment
 * (docs/product.md#payment-deadline).
 */
export type RequestDeps = {
  db: Db;
  config: Pick<Config, 'REQUEST_MAX_TUTORS' | 'REQUEST_LIFETIME_HOURS' | 'PAYMENT_WINDOW_HOURS' | 'UNIQUE_CODE_MIN' | 'UNIQUE_CODE_MAX'>;
};

export type RequestRow = {
  id: string;
  customer_id: string;
  customer_name: string;
  phone: string;
  subjects: string[];
  student_count: number;
  duration_hours: number;
  notes: string | null;
  status: StoredRequestStatus;
  chosen_tutor_id: string | null;
  created_at: Date;
  expires_at: Date;
  /** expires_at has passed, by the database's clock (the one the sweep and the open list use). */
  past_expiry: boolean;
};

/** Every column plus `past_expiry`, for a raw query on `learning_requests` aliased `table`. */
export const requestColumnsSql = (table: string) => `${table}.*, ${table}.expires_at <= now() as past_expiry`;

/** Every column plus `past_expiry`, for a query on `learning_requests` (aliased `table` when given). */
export function requestColumns(db: Db | Trx, table = 'learning_requests'): (string | Knex.Raw)[] {
  return [db.raw(requestColumnsSql(table))];
}

export const requestNotFound = () => new AppError('NOT_FOUND', M.notFound);

/** `lock` takes the row FOR UPDATE: joins, the choice and the cancel of one request run one at a time. */
export async function loadRequest(db: Db | Trx, id: string, options: { lock?: boolean } = {}): Promise<RequestRow> {
  if (!isUuid(id)) throw requestNotFound();
  const query = db('learning_requests').where('learning_requests.id', id).first<RequestRow | undefined>(requestColumns(db));
  const row = await (options.lock ? query.forUpdate() : query);
  if (!row) throw requestNotFound();
  return row;
}

/** The status every rule and view uses: an OPEN request past its time is EXPIRED already. */
export const statusOf = (row: Pick<RequestRow, 'status' | 'past_expiry'>): StoredRequestStatus =>
  effectiveRequestStatus(row.status, row.past_expiry);

export async function countParticipants(db: Db | Trx, requestId: string): Promise<number> {
  const [row] = await db('request_participants').where({ request_id: requestId }).count<{ count: string | number }[]>({ count: '*' });
  return Number(row?.count ?? 0);
}

/** The SQL for a row's participant count, for list queries over `learning_requests` aliased `table`. */
export const participantCountSql = (table: string) => `(select count(*) from request_participants p where p.request_id = ${table}.id)::int`;
