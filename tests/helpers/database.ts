import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { createDb, type Db } from '../../infra/db.ts';
import { withDatabase } from '../../scripts/lib/scratch-database.ts';

/**
 * A fresh, migrated database for this test file, cloned from the run's template (fast: a file
 * copy, no migrations), dropped when the file's tests end.
 */
export async function freshDatabase(): Promise<{ db: Db; url: string }> {
  const templateUrl = inject('templateDatabaseUrl');
  const template = new URL(templateUrl).pathname.slice(1);
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client(withDatabase(templateUrl, 'postgres'));
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${template}"`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(templateUrl, name);
  const db = createDb(url, { poolMax: 5 });
  afterAll(async () => {
    await db.destroy();
  });
  return { db, url };
}

/** A Redis key prefix unique to this test file, so queues and counters never collide. */
export function redisPrefix(): string {
  return `test:${randomBytes(4).toString('hex')}`;
}
