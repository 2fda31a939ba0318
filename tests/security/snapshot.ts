import type { Db } from '../../infra/db.ts';

// What a refused or ignored write must leave as it was: every table a request can change, row by
// row. Only the tutor's activity stamp moves on any request by design (api/middleware/activity.ts),
// and the relay's bookkeeping on outbox rows: an earlier allowed call's events may be relayed while
// a refused call runs (a flake CI saw), which is no change the refused call made.

const TABLES = [
  'users',
  'customers',
  'tutors',
  'sessions',
  'transactions',
  'payment_proofs',
  'payouts',
  'reviews',
  'learning_requests',
  'request_participants',
  'feedback_reports',
  'notification_preferences',
  'chat_link_codes',
  'chat_links',
  'audit_log',
  'outbox',
] as const;

const VOLATILE = new Set(['last_active_at', 'relayed_at', 'relay_attempts', 'last_error']);

export async function dbSnapshot(db: Db, tables: readonly string[] = TABLES): Promise<Record<string, string[]>> {
  const snapshot: Record<string, string[]> = {};
  for (const table of tables) {
    const rows: Record<string, unknown>[] = await db(table).select('*');
    snapshot[table] = rows
      .map((row) =>
        JSON.stringify(
          Object.fromEntries(
            Object.entries(row)
              .filter(([key]) => !VOLATILE.has(key))
              .sort(([a], [b]) => a.localeCompare(b)),
          ),
        ),
      )
      .sort();
  }
  return snapshot;
}
