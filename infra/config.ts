import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEMO_SETTINGS, settingsStillDemo } from './demo-settings.ts';
import { isEmulatorBotToken } from './emulator-bot-token.ts';

// Every setting of every process, parsed once. A bad environment stops the process with a list of
// every bad variable rather than failing later at first use.
const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalUrl = z.url().optional();
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    APP_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATA_DIR: z.string().min(1).default('.data'),
    TRUST_PROXY: z.preprocess(emptyAsUndefined, bool.optional()),
    // How many proxies in front append to X-Forwarded-For: the client's address is the entry that
    // many from the right. Entries further left are whatever the client sent (decision 040).
    TRUSTED_PROXY_HOPS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(10).default(1)),

    DATABASE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
        .optional(),
    ),
    // Unset: the embedded Postgres keeps the port it chose on its first start (infra/embedded-postgres.ts).
    EMBEDDED_PG_PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(65535).optional()),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
    // The api's second, small pool for public reads that need not wait behind writes (decision 060).
    DATABASE_READ_POOL_MAX: z.coerce.number().int().min(1).max(100).default(5),
    // Postgres cancels a statement of the api or the bot running longer (0: never); decision 060.
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .default('redis://127.0.0.1:6379'),
    REDIS_PREFIX: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[a-z0-9_-]{1,40}$/, 'must be 1-40 of a-z 0-9 _ -')
        .default('ajarin'),
    ),

    JWT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
    SEED_DEMO_DATA: z.preprocess(emptyAsUndefined, bool.optional()),
    // After seeding: play the demo story (dev/demo/play-demo-story.ts); off gives the accounts
    // and the gallery only, the clean slate the flow tests start from.
    SEED_DEMO_STORY: z.preprocess(emptyAsUndefined, bool.default(true)),

    SMTP_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    MAIL_FROM: z.string().min(3).default('Ajarin <no-reply@ajarin.local>'),

    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    S3_ENDPOINT: z.preprocess(emptyAsUndefined, optionalUrl),
    S3_REGION: z.string().default('us-east-1'),
    S3_BUCKET: z.string().default('ajarin'),
    S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
    S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),

    TELEGRAM_BOT_TOKEN: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^\d+:[\w-]+$/, 'must look like 123456:ABC-xyz')
        .optional(),
    ),
    TELEGRAM_API_ROOT: z.url().default('https://api.telegram.org'),
    // The bot's @username as it must be: the bot learns its real one from getMe and refuses to
    // start when this disagrees (docs/architecture.md#bot-identity). Optional.
    TELEGRAM_BOT_USERNAME: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, 'must be a Telegram bot username without @')
        .optional(),
    ),
    // An https PUBLIC_URL switches the bot from long polling to a webhook at PUBLIC_URL/telegram/webhook
    // (docs/architecture.md#telegram-bot); Telegram proves itself with the secret, derived from
    // JWT_SECRET unless set here.
    PUBLIC_URL: z.preprocess(emptyAsUndefined, optionalUrl),
    TELEGRAM_WEBHOOK_SECRET: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{16,256}$/, 'must be 16 to 256 of A-Z a-z 0-9 _ -')
        .optional(),
    ),
    // The bank-mutation webhook (docs/product.md#bank-mutation-webhook): calls are signed with it by
    // HMAC-SHA256. Unset, the webhook refuses every call.
    BANK_MUTATION_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').max(256).optional()),
    // Sign in with Google (docs/product.md#accounts-google, decision 032): an OAuth client of the
    // Google Cloud console whose redirect URI is PUBLIC_URL (else APP_URL) + /api/auth/google/callback.
    // Without it production hides the button; `npm start` in development runs a local provider.
    GOOGLE_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().max(500).optional()),
    GOOGLE_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().max(500).optional()),
    GOOGLE_ISSUER: z.preprocess(emptyAsUndefined, z.url().default('https://accounts.google.com')),
    WHATSAPP_ENABLED: bool.default(false),
    // The number the bot must be logged in as (international format, digits only). Users are told
    // the number of the login itself (creds.me); the bot refuses to start when this disagrees
    // (docs/architecture.md#bot-identity). Optional.
    WHATSAPP_NUMBER: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^\d{8,15}$/, 'must be 8 to 15 digits, international format')
        .optional(),
    ),
    // docs/product.md#chat-whatsapp: log in with a pairing code for this number (country code, digits
    // only) instead of a QR; at most this many messages a day from our number that can wait (ban
    // risk); and at least this long between two messages (decision 029).
    WHATSAPP_PAIRING_NUMBER: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[1-9]\d{7,14}$/, 'must be the number with country code, digits only (e.g. 6281234567890)')
        .optional(),
    ),
    // Seals the WhatsApp login in Postgres (decision 038): a backup or a staging copy of the
    // database without it cannot log in as the production bot. Required in production with WhatsApp.
    WHATSAPP_AUTH_KEY: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
    // The WhatsApp Web version the bot announces, '2.3000.1234567890' (web.whatsapp.com/sw.js's
    // client_revision). Unset: production asks WhatsApp for the current one at start
    // (fetchLatestWaWebVersion), anywhere else, or when that fails, Baileys' pinned default.
    // WhatsApp refuses an old one (close 405); see bot/whatsapp/web-version.ts.
    WHATSAPP_WEB_VERSION: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^2\.\d{4}\.\d{6,12}$/, "must be WhatsApp Web's version, e.g. 2.3000.1043857760")
        .transform((text) => text.split('.').map(Number) as [number, number, number])
        .optional(),
    ),
    WHATSAPP_DAILY_CAP: z.coerce.number().int().min(1).max(10_000).default(200),
    WHATSAPP_SEND_INTERVAL_MS: z.coerce.number().int().min(100).max(60_000).default(1_000),

    PAYOUT_ADMIN_FEE: z.coerce.number().int().min(0).default(2500),
    // docs/product.md#unique-code: the kode unik's range; the database CHECK allows 1..999.
    UNIQUE_CODE_MIN: z.coerce.number().int().min(1).max(99_999).default(1),
    UNIQUE_CODE_MAX: z.coerce.number().int().min(1).max(99_999).default(999),
    // docs/product.md#request-join: interested tutors per request, and how long an unchosen request stays OPEN.
    REQUEST_MAX_TUTORS: z.coerce.number().int().min(1).max(100).default(10),
    REQUEST_LIFETIME_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 90)
      .default(24 * 7),
    // docs/product.md#payment-deadline: how long a new transaction waits for its payment.
    PAYMENT_WINDOW_HOURS: z.coerce
      .number()
      .int()
      .min(4)
      .max(24 * 14)
      .default(24),
    // Made-up defaults (infra/demo-settings.ts): production must set every one.
    GOPAY_NUMBER: z
      .string()
      .regex(/^\d{8,15}$/, 'must be 8 to 15 digits')
      .default(DEMO_SETTINGS.GOPAY_NUMBER),
    QRIS_IMAGE_URL: z.string().min(1).default(DEMO_SETTINGS.QRIS_IMAGE_URL),
    SOCIAL_URL: z.url().default(DEMO_SETTINGS.SOCIAL_URL),
    MICROBLOG_URL: z.url().default(DEMO_SETTINGS.MICROBLOG_URL),
    CHAT_CONTACT_URL: z.url().default(DEMO_SETTINGS.CHAT_CONTACT_URL),
    TUTOR_CHAT_GROUP_URL: z.url().default(DEMO_SETTINGS.TUTOR_CHAT_GROUP_URL),
    TUTOR_VERIFICATION_FORM_URL: z.url().default(DEMO_SETTINGS.TUTOR_VERIFICATION_FORM_URL),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required in production' });
    }
    if (env.NODE_ENV === 'production' && !env.DATABASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['DATABASE_URL'], message: 'is required in production' });
    }
    if (env.NODE_ENV === 'production' && env.WHATSAPP_ENABLED && !env.WHATSAPP_AUTH_KEY) {
      ctx.addIssue({ code: 'custom', path: ['WHATSAPP_AUTH_KEY'], message: 'is required in production when WHATSAPP_ENABLED' });
    }
    if (env.WHATSAPP_NUMBER && env.WHATSAPP_PAIRING_NUMBER && env.WHATSAPP_NUMBER !== env.WHATSAPP_PAIRING_NUMBER) {
      ctx.addIssue({
        code: 'custom',
        path: ['WHATSAPP_PAIRING_NUMBER'],
        message: 'must be WHATSAPP_NUMBER when both are set (the pairing code logs the bot in as this number)',
      });
    }
    // The demo accounts' passwords are in the README: a production database must never get them.
    if (env.NODE_ENV === 'production' && env.SEED_DEMO_DATA) {
      ctx.addIssue({ code: 'custom', path: ['SEED_DEMO_DATA'], message: 'cannot be on in production (the demo passwords are public)' });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'],
        message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together',
      });
    }
    // Plain HTTP to a provider is for the local development provider on this machine only.
    if (env.NODE_ENV === 'production' && !env.GOOGLE_ISSUER.startsWith('https://')) {
      ctx.addIssue({ code: 'custom', path: ['GOOGLE_ISSUER'], message: 'must be an https:// URL in production' });
    }
    // A live site must not tell customers to pay a number nobody owns, nor send anyone to made-up
    // addresses; one issue per variable, so the operator sees every one at once.
    if (env.NODE_ENV === 'production') {
      for (const name of settingsStillDemo(env)) {
        ctx.addIssue({ code: 'custom', path: [name], message: `is required in production (${DEMO_SETTINGS[name]} is a made-up example)` });
      }
    }
    // The development emulator's token signs the Mini App sign-in for anyone who knows its shape.
    if (env.NODE_ENV === 'production' && env.TELEGRAM_BOT_TOKEN && isEmulatorBotToken(env.TELEGRAM_BOT_TOKEN)) {
      ctx.addIssue({
        code: 'custom',
        path: ['TELEGRAM_BOT_TOKEN'],
        message: "is the development emulator's; give the token BotFather issued",
      });
    }
    if (env.UNIQUE_CODE_MIN > env.UNIQUE_CODE_MAX) {
      ctx.addIssue({ code: 'custom', path: ['UNIQUE_CODE_MAX'], message: 'must be at least UNIQUE_CODE_MIN' });
    }
    if (env.STORAGE_DRIVER === 's3' && (!env.S3_ENDPOINT || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ENDPOINT'],
        message: 'S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when STORAGE_DRIVER=s3',
      });
    }
  });

type Env = z.infer<typeof schema>;

/** The schema's variables, for docs/configuration.md (`npm run docs:config`, infra/config-descriptions.ts). */
export const configShape = schema.shape;
export type ConfigKey = keyof typeof configShape;

export type Config = Omit<Env, 'APP_URL' | 'HOST' | 'JWT_SECRET' | 'SEED_DEMO_DATA' | 'TRUST_PROXY'> & {
  APP_URL: string;
  HOST: string;
  TRUST_PROXY: boolean;
  JWT_SECRET: string;
  SEED_DEMO_DATA: boolean;
  isDev: boolean;
  isProd: boolean;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

// Production refuses to start without a real secret (superRefine above). A development machine
// gets its own random one on first start, kept under DATA_DIR so sessions survive restarts: a
// fixed secret in the source would let anyone forge an admin token for any dev instance they can
// reach. Tests get a random one per process and write nothing.
const JWT_SECRET_FILE = 'jwt-secret';
let testJwtSecret: string | undefined;

function newSecret(): string {
  return randomBytes(48).toString('base64url');
}

/** Reads DATA_DIR/jwt-secret, creating it (owner-only) on first start; concurrent starters agree. */
function localJwtSecret(dataDir: string): string {
  const file = path.resolve(dataDir, JWT_SECRET_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    fs.writeFileSync(file, `${newSecret()}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new ConfigError([`JWT_SECRET: ${file} holds fewer than 32 characters; delete it to get a new one`]);
  return secret;
}

function jwtSecretFor(env: Env): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  if (env.NODE_ENV === 'test') return (testJwtSecret ??= newSecret());
  return localJwtSecret(env.DATA_DIR);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`));
  }
  const value = parsed.data;
  return {
    ...value,
    // Unset, the links in mail and chat point at this server's own port: a second checkout started
    // with PORT=3001 (as a taken port suggests) must not send its users to the first one.
    APP_URL: value.APP_URL ?? `http://localhost:${value.PORT}`,
    // Only this machine can reach a development server unless HOST says otherwise: its dev mailbox
    // and demo accounts are not for the network. Production (containers) listens everywhere.
    HOST: value.HOST ?? (value.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    JWT_SECRET: jwtSecretFor(value),
    // Client addresses (rate limits, logs) come from X-Forwarded-For only behind a proxy that sets
    // it; a directly reachable server that trusted it would let every client pick its address.
    TRUST_PROXY: value.TRUST_PROXY ?? value.NODE_ENV === 'production',
    SEED_DEMO_DATA: value.SEED_DEMO_DATA ?? value.NODE_ENV === 'development',
    isDev: value.NODE_ENV === 'development',
    isProd: value.NODE_ENV === 'production',
  };
}

/** A `.env` file in the working directory fills unset variables. */
export function loadDotEnv(file = '.env'): void {
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

/**
 * What every entry point does first: read `.env` when present (it fills unset variables), parse,
 * and on a bad environment print every problem and exit. `requireDatabaseUrl` names the process
 * for the message when it cannot run on the embedded default.
 */
export function loadConfigOrExit(options: { requireDatabaseUrl: string }): Config & { DATABASE_URL: string };
export function loadConfigOrExit(options?: { requireDatabaseUrl?: undefined }): Config;
export function loadConfigOrExit(options: { requireDatabaseUrl?: string } = {}): Config {
  loadDotEnv();
  try {
    const config = loadConfig();
    if (options.requireDatabaseUrl && !config.DATABASE_URL) {
      throw new ConfigError([
        `DATABASE_URL: is required for ${options.requireDatabaseUrl} (use \`npm start\` for the all-in-one embedded setup)`,
      ]);
    }
    return config;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
