// `npm run migrate` — applies pending migrations to DATABASE_URL (or `-- --down` rolls all back).
import { loadConfig } from '../infra/config.ts';
import { createDb } from '../infra/db.ts';
import { migrateLatest, rollbackAll } from '../migrations/index.ts';

const config = loadConfig();
if (!config.DATABASE_URL) {
  console.error('DATABASE_URL is not set. `npm start` migrates the embedded database by itself.');
  process.exit(1);
}
const db = createDb(config.DATABASE_URL);
try {
  if (process.argv.includes('--down')) {
    await rollbackAll(db);
    console.log('Rolled back every migration.');
  } else {
    const applied = await migrateLatest(db);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Already up to date.');
  }
} finally {
  await db.destroy();
}
