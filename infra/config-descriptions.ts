import type { ConfigKey } from './config.ts';

// What docs/configuration.md says of each variable of infra/config.ts's schema; `npm run docs:config`
// writes the file from this table and the schema's own defaults. Typed by the schema's keys: a
// variable added there without a line here fails typecheck (and scripts/lib/configuration-doc.test.ts).

export type ConfigDescription = {
  /** What the variable does, in Markdown. */
  meaning: string;
  /** For a variable without a schema default: what it is when unset (decided in loadConfig or at start). */
  unset?: string;
  /** Said after the schema's default: how it is qualified or overridden. */
  note?: string;
};

export const CONFIG_DESCRIPTIONS: Record<ConfigKey, ConfigDescription> = {
  NODE_ENV: { meaning: '`development`, `production` or `test`' },
  PORT: { meaning: 'HTTP port' },
  HOST: {
    unset: '`127.0.0.1` (production: `0.0.0.0`)',
    meaning: 'HTTP bind address; set `0.0.0.0` to open a development server to your network',
  },
  APP_URL: {
    unset: '`http://localhost:<PORT>`',
    meaning:
      'public base URL used in emails and bot links; outside production the app answers only under this name, `localhost` names and IP addresses (DNS rebinding)',
  },
  LOG_LEVEL: { meaning: 'pino level (`silent` … `trace`)' },
  DATA_DIR: { meaning: 'embedded Postgres, local Redis and local file storage' },
  TRUST_PROXY: {
    unset: '`false` (production: `true`)',
    meaning: 'take client addresses (rate limits, logs) from `X-Forwarded-For`; only behind a proxy that sets it',
  },
  TRUSTED_PROXY_HOPS: {
    meaning:
      "with `TRUST_PROXY`: how many proxies in front append to `X-Forwarded-For`; the client's address is that many entries from the right, what the client wrote itself further left is ignored (`deploy/Caddyfile`: one)",
  },
  DATABASE_URL: { meaning: 'Postgres URL; unset: embedded Postgres (required in production)' },
  EMBEDDED_PG_PORT: {
    unset: '54329, or a free port when taken, kept in `DATA_DIR/postgres.port`',
    meaning: 'port of the embedded Postgres; a fixed one must be free',
  },
  DATABASE_POOL_MAX: { meaning: 'connections per process (the api: for writes and private reads)' },
  DATABASE_READ_POOL_MAX: {
    meaning: "the api's own small pool for public tutor reads (gallery, profiles), so they never queue behind writes",
  },
  DATABASE_STATEMENT_TIMEOUT_MS: {
    meaning: 'Postgres cancels a statement of the api or the bot running longer than this (0: never); the jobs and migrations have none',
  },
  REDIS_URL: { meaning: 'queues, rate limits, cooldowns' },
  REDIS_PREFIX: {
    note: '(`npm start` on an embedded Postgres: `ajarin-<hash of DATA_DIR>`)',
    meaning: 'namespace of every Redis key: queues and rate-limit counters (one per deployment)',
  },
  JWT_SECRET: {
    unset: 'random, made on first start in `DATA_DIR/jwt-secret`',
    meaning: 'signs access tokens; required (32+ chars) in production',
  },
  SEED_DEMO_DATA: {
    unset: '`true` in development',
    meaning: 'seed the demo accounts and play the demo story into an empty database; refused in production',
  },
  SEED_DEMO_STORY: {
    meaning: 'with `SEED_DEMO_DATA`: play the demo story after seeding; `false` leaves the accounts and the gallery only',
  },
  SMTP_URL: { meaning: '`smtp://user:pass@host:port`; unset: dev mailbox' },
  MAIL_FROM: { meaning: 'sender of every email' },
  STORAGE_DRIVER: { meaning: '`local` (files under `DATA_DIR/storage`) or `s3`; docker compose uses `s3` against MinIO' },
  S3_ENDPOINT: {
    meaning:
      'S3-compatible storage (MinIO, S3): path-style requests to `S3_ENDPOINT/S3_BUCKET/<key>`; required, with both keys, when `STORAGE_DRIVER=s3`',
  },
  S3_REGION: { meaning: 'region the S3 requests are signed for' },
  S3_BUCKET: { meaning: 'the bucket; it must exist and can stay private' },
  S3_ACCESS_KEY_ID: { meaning: 'S3 access key; required when `STORAGE_DRIVER=s3`' },
  S3_SECRET_ACCESS_KEY: { meaning: 'S3 secret key; required when `STORAGE_DRIVER=s3`' },
  TELEGRAM_BOT_TOKEN: {
    meaning:
      "Telegram bot token; unset: Telegram bot off (development `npm start`: the built-in emulator, `/dev/telegram`, with a random token per start). Production refuses the emulator's token shape (`123456:…` or one naming `emulator`)",
  },
  TELEGRAM_API_ROOT: { meaning: 'Bot API base URL (self-hosted server, tests)' },
  TELEGRAM_BOT_USERNAME: {
    meaning:
      'the username the token must belong to (without `@`); when it does not, the bot refuses to start. `/akun` links use the name Telegram gives the running bot',
  },
  PUBLIC_URL: {
    meaning:
      "the public https address: the pages' canonical addresses, link previews and sitemap name it (unset: `APP_URL`); set, the Telegram bot receives updates by webhook at `PUBLIC_URL/telegram/webhook` (served by the api) instead of long polling, and Google returns to `PUBLIC_URL/api/auth/google/callback`",
  },
  TELEGRAM_WEBHOOK_SECRET: {
    unset: 'derived from `JWT_SECRET`',
    meaning: "the webhook's `secret_token` (16-256 of `A-Za-z0-9_-`)",
  },
  BANK_MUTATION_WEBHOOK_SECRET: {
    unset: 'the webhook refuses every call',
    meaning:
      'the shared secret of the bank-mutation webhook `POST /api/payments/bank-mutations`: a call carries `X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` (at least 32 characters)',
  },
  GOOGLE_CLIENT_ID: {
    meaning:
      'Sign in with Google: the OAuth client whose redirect URI is `PUBLIC_URL` (else `APP_URL`) + `/api/auth/google/callback`; unset: no Google button (development `npm start`: the local provider). Goes with `GOOGLE_CLIENT_SECRET`',
  },
  GOOGLE_CLIENT_SECRET: { meaning: "the Google OAuth client's secret; goes with `GOOGLE_CLIENT_ID`" },
  GOOGLE_ISSUER: { meaning: 'the OpenID Connect issuer Google sign-in talks to; must be https in production' },
  WHATSAPP_ENABLED: {
    meaning:
      "run the WhatsApp bot (Baileys) in the bot process; its login lives in Postgres; the QR (or pairing code) is shown on `/admin` (tab Bot & Antrean) at first start, a pairing code also in the bot's log; unset in development: the built-in emulator, `/dev/whatsapp`",
  },
  WHATSAPP_NUMBER: {
    meaning:
      'the number the bot must be logged in as (international format, digits only); a login as another number stops the bot. `/akun` tells users the number the bot is logged in as',
  },
  WHATSAPP_PAIRING_NUMBER: {
    meaning: 'log the WhatsApp bot in with a pairing code for this number (country code, digits only) instead of a QR',
  },
  WHATSAPP_AUTH_KEY: {
    meaning:
      'seals the WhatsApp login in Postgres; required (32+ chars) in production with `WHATSAPP_ENABLED`. A database copy without it cannot log in as the bot; a login sealed with another key is refused, never overwritten',
  },
  WHATSAPP_WEB_VERSION: {
    meaning:
      "the WhatsApp Web version the bot announces, `2.3000.<client_revision of web.whatsapp.com/sw.js>`; unset: production asks WhatsApp for its current one at start, else (and when that fails) Baileys' pinned one. Set it when the admin page says `Versi WhatsApp Web kedaluwarsa`",
  },
  WHATSAPP_DAILY_CAP: {
    meaning:
      "WhatsApp messages a day (Jakarta day) from the bot's number; past it, messages that can wait (invitations, other news, replies to unlinked numbers) wait for the next morning; payment messages and replies to linked users always go",
  },
  WHATSAPP_SEND_INTERVAL_MS: {
    meaning: "at least this long between two WhatsApp messages of the bot's number, replies and notifications alike",
  },
  PAYOUT_ADMIN_FEE: { meaning: 'rupiah fee per payout to accounts other than GOPAY and BCA' },
  UNIQUE_CODE_MIN: { meaning: 'smallest kode unik (rupiah added to the amount to pay so each open transfer is unique; at most 99 999)' },
  UNIQUE_CODE_MAX: {
    meaning:
      'largest kode unik (at most 99 999); at most this many transactions can await payment at once, so a busier deployment widens it at the cost of larger amounts',
  },
  REQUEST_MAX_TUTORS: { meaning: 'tutors who may join one learning request before it is full' },
  REQUEST_LIFETIME_HOURS: { note: '(7 days)', meaning: 'an open learning request expires after this long' },
  PAYMENT_WINDOW_HOURS: {
    meaning:
      'a new transaction must be paid within this long (a reminder goes 3 hours before); at least 4, so the reminder comes after the booking',
  },
  GOPAY_NUMBER: {
    note: '(made up; required in production)',
    meaning: 'GOPAY number shown on the payment card; the made-up default is marked `Contoh` there',
  },
  QRIS_IMAGE_URL: {
    note: '(a sample; required in production)',
    meaning: 'QRIS image shown on the payment card; the sample is marked `Contoh` there',
  },
  SOCIAL_URL: {
    note: '(made up; required in production)',
    meaning:
      'footer link (Instagram); made-up defaults are marked as examples there. Production refuses to start while any made-up default (this one, `MICROBLOG_URL`, `CHAT_CONTACT_URL`, `GOPAY_NUMBER`, `QRIS_IMAGE_URL`, the tutor links) is still in place, naming every one',
  },
  MICROBLOG_URL: { note: '(made up; required in production)', meaning: 'footer link (X)' },
  CHAT_CONTACT_URL: { note: '(made up; required in production)', meaning: 'footer link (WhatsApp chat)' },
  TUTOR_CHAT_GROUP_URL: { note: '(made up; required in production)', meaning: "tutor dashboard link: the tutors' chat group" },
  TUTOR_VERIFICATION_FORM_URL: {
    note: '(made up; required in production)',
    meaning: "tutor dashboard link: the form for a tutor's student-ID verification",
  },
};
