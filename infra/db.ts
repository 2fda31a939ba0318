import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { prepareMarkedStatements } from './prepared-statements.ts';

export type Db = Knex;
export type Trx = Knex.Transaction;

// Integers are money and counts here; bigint columns (e.g. sums) come back as strings otherwise.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));
// numeric(…) columns (ratings) as numbers; they are small and bounded by CHECKs.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value: string) => Number(value));

// knex drops the password from the settings it keeps, so the URL is remembered here for the
// dedicated LISTEN connections that live outside the pool.
const urls = new WeakMap<Db, string>();

// The gallery's text search (`word <% search_text`, services/tutors/list-tutors.ts) matches a word at
// pg_trgm word similarity ≥ 0.5 instead of the default 0.6: one letter missing or swapped in a
// six-letter word scores 0.5. Set per connection (a placeholder until pg_trgm loads), so every
// process and the benchmark's raw SQL search alike, with no database-level setting to migrate.
export const SESSION_OPTIONS = '-c pg_trgm.word_similarity_threshold=0.5';

/**
 * `statementTimeoutMs` (0 or absent: none) is sent as each connection's `statement_timeout`, so
 * Postgres itself cancels a statement running longer (error 57014) and its connection goes back to
 * the pool instead of holding it and its locks (docs/decisions/060-pools-timeouts-and-image-work.md).
 */
export function createDb(url: string, options: { poolMax?: number; statementTimeoutMs?: number } = {}): Db {
  const db = knexFactory({
    client: 'pg',
    connection: {
      connectionString: url,
      options: SESSION_OPTIONS,
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    },
    pool: { min: 0, max: options.poolMax ?? 10 },
  });
  urls.set(db, url);
  prepareMarkedStatements(db);
  return db;
}

/** The URL a handle was created with (for connections outside the pool, e.g. LISTEN). */
export function databaseUrlOf(db: Db): string {
  const url = urls.get(db);
  if (!url) throw new Error('database handle was not created by createDb');
  return url;
}

export async function pingDb(db: Db): Promise<void> {
  await db.raw('select 1');
}

// What Postgres being away looks like to a query: the socket refused or cut (Node's codes), the
// server shutting down or starting (57P01-57P03), a connection exception (class 08), the pool
// waiting in vain for a connection (knex), or pg's own message for a connection that died.
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
]);
const UNREACHABLE_MESSAGES = [
  /^Connection terminated/,
  /^Knex: Timeout acquiring a connection/,
  /^Client has encountered a connection error/,
];

/** True when `error` says the database could not be reached, not that a query was wrong. */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
  if (typeof message === 'string' && UNREACHABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // A refused connect to a name with several addresses comes as an AggregateError.
  return Array.isArray(errors) && errors.length > 0 && errors.every(isDatabaseUnreachable);
}
