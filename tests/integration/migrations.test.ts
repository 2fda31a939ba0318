import { describe, expect, it } from 'vitest';
import { migrateLatest, rollbackAll } from '../../migrations/index.ts';
import { freshDatabase } from '../helpers/database.ts';

const { db } = await freshDatabase();

async function userTables(): Promise<string[]> {
  const { rows } = await db.raw<{ rows: { tablename: string }[] }>(
    "select tablename from pg_tables where schemaname = 'public' and tablename not like 'knex_%' order by 1",
  );
  return rows.map((r) => r.tablename);
}

describe('migrations', () => {
  it('creates the whole data model', async () => {
    expect(await userTables()).toEqual([
      'audit_log',
      'bank_statement_lines',
      'chat_link_codes',
      'chat_links',
      'customers',
      'dev_mailbox',
      'dev_mailbox_attachments',
      'email_tokens',
      'feedback_reports',
      'idempotency_keys',
      'instance_locks',
      'learning_requests',
      'lesson_disputes',
      'lesson_session_changes',
      'lesson_session_notices',
      'lesson_sessions',
      'notification_deliveries',
      'notification_preferences',
      'outbox',
      'password_otps',
      'payment_proofs',
      'payouts',
      'request_participants',
      'reviews',
      'sessions',
      'transactions',
      'tutors',
      'user_identities',
      'users',
      'whatsapp_auth',
    ]);
  });

  it('rolls every migration down to zero and back up again', async () => {
    await rollbackAll(db);
    expect(await userTables()).toEqual([]);
    const { rows } = await db.raw<{ rows: unknown[] }>(
      "select proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'",
    );
    expect(rows).toEqual([]);
    const applied = await migrateLatest(db);
    expect(applied.length).toBeGreaterThanOrEqual(4);
    expect(await userTables()).toContain('transactions');
  });
});
