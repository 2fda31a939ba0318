// `npm run admin:create -- --email E --password P [--name N]`: the only way an admin account comes
// to exist. Uses DATABASE_URL, or the embedded Postgres of `npm start` (under DATA_DIR) when it is
// unset and not running. Prints the new account's email and id, never the password or its hash.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ZodError } from 'zod';
import { isAppError } from '../core/errors.ts';
import { ConfigError, loadConfig, loadDotEnv } from '../infra/config.ts';
import { createDb } from '../infra/db.ts';
import { startEmbeddedPostgres, type EmbeddedDb } from '../infra/embedded-postgres.ts';
import { migrateLatest } from '../migrations/index.ts';
import { createAdmin } from '../services/accounts/create-admin.ts';

const USAGE = 'Pemakaian: npm run admin:create -- --email EMAIL --password PASSWORD [--name NAMA]';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function readArgs(): { email: string; password: string; name?: string } {
  try {
    const { values } = parseArgs({
      options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    });
    if (!values.email || !values.password) fail(USAGE);
    return { email: values.email, password: values.password, name: values.name };
  } catch (error) {
    if (error instanceof TypeError) fail(`${error.message}\n${USAGE}`);
    throw error;
  }
}

async function main(): Promise<void> {
  const args = readArgs();
  let config;
  try {
    loadDotEnv();
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let embedded: EmbeddedDb | undefined;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    try {
      embedded = await startEmbeddedPostgres({
        dir: path.resolve(config.DATA_DIR, 'postgres'),
        port: config.EMBEDDED_PG_PORT,
        database: 'ajarin',
        whenRunning: 'reuse',
      });
    } catch (error) {
      // A running `npm start`'s cluster is used as it is; anything else says what went wrong.
      fail(error instanceof Error ? error.message : 'Postgres bawaan tidak dapat dijalankan. Set DATABASE_URL.');
    }
    databaseUrl = embedded.url;
  }

  const db = createDb(databaseUrl, { poolMax: 2 });
  let problem: string | undefined;
  try {
    if (embedded) await migrateLatest(db);
    const admin = await createAdmin(db, args);
    process.stdout.write(`Admin dibuat: ${admin.email} (id ${admin.id})\n`);
  } catch (error) {
    if (isAppError(error)) problem = error.message;
    else if (error instanceof ZodError) problem = error.issues[0]?.message ?? 'Data tidak valid.';
    else throw error;
  } finally {
    // Before any exit: an embedded Postgres left running would block the next `npm start`.
    await db.destroy();
    await embedded?.stop();
  }
  if (problem) fail(problem);
}

await main();
