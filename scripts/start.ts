// `npm start`: the whole product in one process tree on http://localhost:PORT — api + web, jobs,
// bot. Without DATABASE_URL it runs an embedded Postgres under DATA_DIR; without a Redis at
// REDIS_URL it starts a local redis-server when one is installed. Ctrl-C stops everything it started.
import { createHash } from 'node:crypto';
import type { Server } from 'node:http';
import path from 'node:path';
import { createApp } from '../api/create-app.ts';
import { drainable } from '../api/drain-server.ts';
import { startBot } from '../bot/start-bot.ts';
import { loadConfigOrExit } from '../infra/config.ts';
import { createDb, type Db } from '../infra/db.ts';
import { startDetachedEmbeddedPostgres } from '../infra/detached-postgres.ts';
import { ensureRedis } from '../infra/local-redis.ts';
import { createLogger, type Logger } from '../infra/logger.ts';
import { logUnhandledRejections } from '../infra/unhandled-rejections.ts';
import { portHolder, portIsFree } from '../infra/ports.ts';
import { createQueues } from '../infra/queue.ts';
import { createRedis } from '../infra/redis.ts';
import { createStorageFromConfig } from '../infra/storage.ts';
import { startJobs } from '../jobs/start-jobs.ts';
import { migrateLatest } from '../migrations/index.ts';
import { loadBuiltWebApp, type WebApp } from '../api/pages/web-app.ts';
import { buildWebIfStale, WEB_DIST } from './build-web.ts';
import type { TelegramEmulator, WhatsAppEmulator } from '../dev/index.ts';
import { describeRejection, StartFailure, startStep } from './lib/start-failure.ts';

type DevTools = typeof import('../dev/index.ts');

const SHUTDOWN_DEADLINE_MS = 15_000;
const stopSteps: { name: string; run: () => Promise<unknown> }[] = [];
let logger: Logger;

function say(message: string): void {
  process.stdout.write(`${message}\n`);
}

/**
 * A second `npm start` (another checkout, or this one again) fails here at once, with who holds
 * the port, instead of after the database and the build. Ajarin itself answers /healthz.
 */
async function ensureHttpPortFree(config: { PORT: number; HOST: string }): Promise<void> {
  if (await portIsFree(config.PORT, config.HOST)) return;
  const isAjarin = await fetch(`http://127.0.0.1:${config.PORT}/healthz`, { signal: AbortSignal.timeout(1000) }).then(
    async (res) => res.ok && (await res.text()).includes('"status"'),
    () => false,
  );
  const holder = isAjarin ? 'Ajarin lain yang sedang berjalan' : (portHolder(config.PORT) ?? 'program lain');
  throw new StartFailure(
    `Port ${config.PORT} sudah dipakai oleh ${holder}. Hentikan dulu, atau jalankan dengan port lain: PORT=${config.PORT + 1} npm start.`,
  );
}

/**
 * Two checkouts sharing one Redis must not share queues: a job of one database taken by the other's
 * worker fails there for good (docs/architecture.md#job-keys), and its message is lost. Without a
 * REDIS_PREFIX of its own, an embedded database's instance gets one from its data folder.
 */
function redisPrefixFor(dataDir: string): string {
  return `ajarin-${createHash('sha256').update(dataDir).digest('hex').slice(0, 8)}`;
}

async function main(): Promise<void> {
  let config = loadConfigOrExit();
  logger = createLogger({ level: config.LOG_LEVEL });
  logUnhandledRejections(logger);
  const started = Date.now();
  const dataDir = path.resolve(config.DATA_DIR);
  await ensureHttpPortFree(config);

  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    say(`Menjalankan Postgres bawaan (data di ${path.join(dataDir, 'postgres')})…`);
    const embedded = await startStep('Postgres bawaan', () =>
      startDetachedEmbeddedPostgres({ dir: path.join(dataDir, 'postgres'), port: config.EMBEDDED_PG_PORT, database: 'ajarin', logger }),
    );
    stopSteps.unshift({ name: 'embedded postgres', run: embedded.stop });
    databaseUrl = embedded.url;
    if (!process.env.REDIS_PREFIX) config = { ...config, REDIS_PREFIX: redisPrefixFor(dataDir) };
  }

  const localRedis = await startStep('Redis', () => ensureRedis(config.REDIS_URL, path.join(dataDir, 'redis')));
  if (localRedis.started) {
    say(`Redis tidak ditemukan di ${config.REDIS_URL}; menjalankan redis-server lokal (data di ${path.join(dataDir, 'redis')}).`);
    stopSteps.unshift({ name: 'local redis', run: localRedis.stop });
  }

  // Migrations, the demo and the jobs on a pool without a statement timeout, as their own entries
  // have (scripts/migrate.ts, jobs/main.ts); the api and the bot get theirs as api/main.ts and
  // bot/main.ts do, with public tutor reads on a read pool (decision 060).
  const db: Db = createDb(databaseUrl, { poolMax: config.DATABASE_POOL_MAX });
  stopSteps.unshift({ name: 'database pool', run: () => db.destroy() });
  const statementTimeoutMs = config.DATABASE_STATEMENT_TIMEOUT_MS;
  const apiDb: Db = createDb(databaseUrl, { poolMax: config.DATABASE_POOL_MAX, statementTimeoutMs });
  stopSteps.unshift({ name: 'api database pool', run: () => apiDb.destroy() });
  const readDb: Db = createDb(databaseUrl, { poolMax: config.DATABASE_READ_POOL_MAX, statementTimeoutMs });
  stopSteps.unshift({ name: 'read pool', run: () => readDb.destroy() });
  const redis = createRedis(config.REDIS_URL, { name: 'api' });
  stopSteps.unshift({ name: 'redis client', run: () => redis.quit() });
  const queues = createQueues({ redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX, logger });
  stopSteps.unshift({ name: 'queue producers', run: queues.close });
  const storage = createStorageFromConfig(config, dataDir);

  const applied = await startStep('Migrasi database', () => migrateLatest(db));
  if (applied.length) say(`Migrasi diterapkan: ${applied.length}`);
  // The one switch into dev/ (docs/architecture.md#dev-room): production loads nothing from it.
  const dev: DevTools | undefined = config.isProd ? undefined : await import('../dev/index.ts');
  // The demo's accounts now; their story once the bot and the jobs run, so its messages go out.
  const seeded =
    dev !== undefined &&
    config.SEED_DEMO_DATA &&
    (await startStep('Data demo', () => dev.seedIfEmpty(db, { storage, now: new Date() }))).seeded;

  // Development without TELEGRAM_BOT_TOKEN: a Bot API emulator in this process takes Telegram's
  // place for the bot, the send worker and the account page; /dev/telegram plays the users.
  let telegramEmulator: TelegramEmulator | undefined;
  const devTelegram = dev && (await startStep('Emulator Telegram', () => dev.startDevTelegramEmulator(config)));
  if (devTelegram) {
    ({ config, emulator: telegramEmulator } = devTelegram);
    stopSteps.unshift({ name: 'telegram emulator', run: devTelegram.emulator.stop });
    say(`Telegram: emulator di http://localhost:${config.PORT}/dev/telegram`);
  }
  // Likewise without a WhatsApp login: the real WhatsApp bot behind a fake socket, /dev/whatsapp plays the users.
  let whatsappEmulator: WhatsAppEmulator | undefined;
  const devWhatsApp = dev && (await startStep('Emulator WhatsApp', async () => dev.startDevWhatsAppEmulator(config)));
  if (devWhatsApp) {
    ({ config, emulator: whatsappEmulator } = devWhatsApp);
    stopSteps.unshift({ name: 'whatsapp emulator', run: async () => devWhatsApp.emulator.stop() });
    say(`WhatsApp: emulator di http://localhost:${config.PORT}/dev/whatsapp`);
  }

  // Development without GOOGLE_CLIENT_ID: a local OpenID Connect provider stands in for Google.
  if (dev && config.isDev && !config.GOOGLE_CLIENT_ID) {
    const devGoogle = await startStep('Penyedia Google lokal', () => dev.startDevGoogle(config));
    if (devGoogle) {
      ({ config } = devGoogle);
      stopSteps.unshift({ name: 'google provider', run: devGoogle.provider.stop });
      say(`Google: penyedia lokal di ${config.GOOGLE_ISSUER} (pilih identitas demo saat 'Masuk dengan Google')`);
    }
  }

  const web = await startStep('Aplikasi web', () => loadWebApp(dev, dataDir));
  const devRouters = dev?.devRouters({ telegramEmulator, whatsappEmulator });
  const app = createApp({ config, db: apiDb, readDb, redis, queues, logger, storage, web, devRouters });
  const server: Server = await startStep(
    'Server HTTP',
    () =>
      new Promise((resolve, reject) => {
        const s = app.listen(config.PORT, config.HOST, () => resolve(s));
        s.once('error', reject);
      }),
  );
  const requests = drainable(server);
  // Requests in flight may finish; event streams end at once.
  stopSteps.unshift({ name: 'http server', run: () => requests.drain(5_000) });

  const jobs = await startStep('Jobs', () => startJobs({ config, db, logger }));
  stopSteps.unshift({ name: 'jobs', run: jobs.stop });
  // Returns at once: the bot runs its channels once it holds the instance lock (decision 028).
  const bot = await startStep('Bot', async () =>
    startBot({
      config,
      logger,
      db: apiDb,
      storage,
      whatsappTransport: whatsappEmulator?.transport,
      telegramEmulated: Boolean(telegramEmulator),
    }),
  );
  stopSteps.unshift({ name: 'bot', run: bot.stop });
  // A bot identity other than the settings say: the whole start refuses, with the reason.
  void bot.fatal.then((error) => {
    say(`Bot tidak dapat berjalan: ${error.message}`);
    void shutdown(1);
  });
  // One bot process per database (decision 028): another one running makes this one wait.
  const waiting = setTimeout(() => say('Bot menunggu: proses bot lain sedang berjalan pada database ini.'), 3_000);
  void bot.active.then(() => clearTimeout(waiting));

  if (dev && seeded && config.SEED_DEMO_STORY) {
    // The story's chat messages need the bot: it links the demo chats first.
    await bot.active;
    say('Data demo dibuat; memainkan cerita demo…');
    // Both emulators' demo chats are linked the way a user links them, so the story reaches both.
    const linkChat = dev.demoChatLinker(db, { telegram: telegramEmulator, whatsapp: whatsappEmulator });
    // A demo that could not finish is reported, not fatal: the product itself runs.
    const chooseInChat = telegramEmulator && dev.emulatorChooser(db, telegramEmulator);
    await dev.playDemoStory({ db, storage, logger, config, linkChat, chooseInChat }).catch((error: unknown) => {
      logger.error({ err: error }, 'demo story failed');
      say(`Cerita demo tidak selesai: ${describeRejection(error)}`);
    });
  }

  say(
    `Ajarin berjalan di http://localhost:${config.PORT} (siap dalam ${((Date.now() - started) / 1000).toFixed(1)} dtk). Tekan Ctrl-C untuk berhenti.`,
  );
  if (dev && config.isDev && config.SEED_DEMO_DATA)
    for (const line of dev.demoBanner(`http://localhost:${config.PORT}`, {
      telegram: Boolean(telegramEmulator),
      whatsapp: Boolean(whatsappEmulator),
    }))
      say(line);
}

/** The built web app, built first when its sources changed; `npm run dev` serves it from source through Vite instead. */
async function loadWebApp(dev: DevTools | undefined, dataDir: string): Promise<WebApp> {
  if (dev && process.env.AJARIN_WEB === 'dev') {
    const web = await dev.startDevWebApp({ dataDir });
    stopSteps.unshift({ name: 'vite', run: web.close });
    return web;
  }
  await buildWebIfStale(say);
  return loadBuiltWebApp(WEB_DIST);
}

let stopping = false;
async function shutdown(code: number): Promise<never> {
  if (stopping) process.exit(code);
  stopping = true;
  const deadline = setTimeout(() => {
    process.stderr.write('Shutdown took too long; exiting.\n');
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS);
  deadline.unref();
  // Steps were pushed to the front as they started, so they stop in reverse order of starting.
  for (const step of stopSteps) {
    try {
      await step.run();
    } catch (error) {
      logger?.warn({ err: error, step: step.name }, 'shutdown step failed');
    }
  }
  process.exit(code);
}

process.once('SIGINT', () => void shutdown(0));
process.once('SIGTERM', () => void shutdown(0));

main().catch(async (error: unknown) => {
  // A known failure is its sentence; anything else keeps its stack for whoever has to fix it.
  const detail =
    error instanceof StartFailure || !(error instanceof Error) ? describeRejection(error) : (error.stack ?? describeRejection(error));
  process.stderr.write(`Ajarin gagal dijalankan — ${detail}\n`);
  await shutdown(1);
});
