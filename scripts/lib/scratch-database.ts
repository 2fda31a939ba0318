import pg from 'pg';

// The benchmarks' databases: each run makes its own on TEST_DATABASE_URL's server (default: the
// local one) and drops it at the end, also after a failure or Ctrl-C.

const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** `url` naming another database on the same server, with the same user and options. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export type ScratchDatabase = { url: string; drop: () => Promise<void> };

/** A new, empty database named after `label`, this process and the time; `drop()` forces its connections closed. */
export async function createScratchDatabase(label: string): Promise<ScratchDatabase> {
  const name = `ajarin_${label}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client(SERVER_URL);
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } catch (error) {
    await admin.end();
    throw error;
  }
  return {
    url: withDatabase(SERVER_URL, name),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
