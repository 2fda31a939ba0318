import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb } from '../../infra/db.ts';
import { migrateLatest } from '../../migrations/index.ts';
import { startEmbeddedPostgres, type EmbeddedDb } from '../../infra/embedded-postgres.ts';
import { ensureRedis, type LocalRedis } from '../../infra/local-redis.ts';
import { withDatabase } from '../../scripts/lib/scratch-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty database used only as a template: each test file clones its own. */
    templateDatabaseUrl: string;
    redisUrl: string;
  }
}

const DEFAULT_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

async function serverAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export default async function setup(project: TestProject) {
  let embedded: EmbeddedDb | undefined;
  let serverUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_SERVER;
  if (!(await serverAnswers(serverUrl))) {
    embedded = await startEmbeddedPostgres({ dir: path.resolve('.data/test-postgres'), port: 54340, database: 'postgres' });
    serverUrl = embedded.url;
  }

  const templateName = `ajarin_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client(serverUrl);
  await admin.connect();
  await admin.query(`create database ${templateName}`);
  const templateUrl = withDatabase(serverUrl, templateName);
  const db = createDb(templateUrl);
  await migrateLatest(db);
  await db.destroy();

  const redis: LocalRedis = await ensureRedis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', path.resolve('.data/test-redis'));
  project.provide('templateDatabaseUrl', templateUrl);
  project.provide('redisUrl', redis.url);

  return async () => {
    // Every clone of this run carries the template's name as prefix; drop them all.
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${templateName}%`]);
    for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    await admin.end();
    await redis.stop();
    await embedded?.stop();
  };
}
