import { startDetachedEmbeddedPostgres } from '../../infra/detached-postgres.ts';

// A process that starts npm start's detached Postgres in the folder it is given, says 'ready'
// and waits: the test kills it without a word to see the cluster go too.
const db = await startDetachedEmbeddedPostgres({ dir: process.argv[2]!, database: 'ajarin' });
process.stdout.write(`ready ${db.port}\n`);
setInterval(() => {}, 60_000);
