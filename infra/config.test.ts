import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { newEmulatorBotToken } from './emulator-bot-token.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ajarin-config-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const dataDir = (name: string) => path.join(tmp, name);
// Production refuses the made-up payment details and addresses: these stand for real ones.
const LIVE = {
  GOPAY_NUMBER: '081299990000',
  QRIS_IMAGE_URL: 'https://cdn.ajarin.test/qris.png',
  SOCIAL_URL: 'https://instagram.com/ajarin.test',
  MICROBLOG_URL: 'https://x.com/ajarin_test',
  CHAT_CONTACT_URL: 'https://wa.me/6281299990000',
  TUTOR_CHAT_GROUP_URL: 'https://chat.whatsapp.com/ajarin-test',
  TUTOR_VERIFICATION_FORM_URL: 'https://forms.gle/ajarin-test',
};

describe('loadConfig', () => {
  it('gives every setting its documented default in development', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).DATA_DIR).toBe('.data');
    const config = loadConfig({ DATA_DIR: dataDir('defaults') });
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '127.0.0.1',
      REDIS_URL: 'redis://127.0.0.1:6379',
      PAYOUT_ADMIN_FEE: 2500,
      STORAGE_DRIVER: 'local',
      WHATSAPP_ENABLED: false,
      WHATSAPP_DAILY_CAP: 200,
      SEED_DEMO_DATA: true,
      SEED_DEMO_STORY: true,
      isDev: true,
      isProd: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it("points the links of mail and chat at the server's own port unless APP_URL says otherwise", () => {
    expect(loadConfig({ NODE_ENV: 'test' }).APP_URL).toBe('http://localhost:3000');
    expect(loadConfig({ NODE_ENV: 'test', PORT: '3001' }).APP_URL).toBe('http://localhost:3001');
    expect(loadConfig({ NODE_ENV: 'test', PORT: '3001', APP_URL: 'https://ajarin.example' }).APP_URL).toBe('https://ajarin.example');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ NODE_ENV: 'test', DATABASE_URL: '', SMTP_URL: '', TELEGRAM_BOT_TOKEN: '' }).DATABASE_URL).toBeUndefined();
  });

  it('refuses to start with a list of every bad variable', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', REDIS_URL: 'http://x', SMTP_URL: 'mail.example.com', PAYOUT_ADMIN_FEE: '-1', TELEGRAM_BOT_TOKEN: 'nope' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.map((p) => p.split(':')[0]);
    expect(problems.sort()).toEqual(['PAYOUT_ADMIN_FEE', 'PORT', 'REDIS_URL', 'SMTP_URL', 'TELEGRAM_BOT_TOKEN']);
  });

  it('requires a real JWT secret and a database URL in production, and seeds nothing by default', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: is required in production[\s\S]*DATABASE_URL: is required/);
    const config = loadConfig({ ...LIVE, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://db/ajarin' });
    expect(config.SEED_DEMO_DATA).toBe(false);
    expect(config.isProd).toBe(true);
    expect(() =>
      loadConfig({
        ...LIVE,
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(32),
        DATABASE_URL: 'postgres://db/ajarin',
        SEED_DEMO_DATA: 'true',
      }),
    ).toThrow(/SEED_DEMO_DATA: cannot be on in production/);
  });

  it('makes up no bot identity: the bots learn theirs from Telegram and WhatsApp, and the settings only check it', () => {
    const config = loadConfig({
      ...LIVE,
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      DATABASE_URL: 'postgres://db/ajarin',
      TELEGRAM_BOT_TOKEN: '123:abc',
    });
    expect(config.TELEGRAM_BOT_USERNAME).toBeUndefined();
    expect(config.WHATSAPP_NUMBER).toBeUndefined();
    const test = loadConfig({ NODE_ENV: 'test' });
    expect([test.TELEGRAM_BOT_USERNAME, test.WHATSAPP_NUMBER, test.WHATSAPP_SEND_INTERVAL_MS]).toEqual([undefined, undefined, 1_000]);
    expect(() => loadConfig({ NODE_ENV: 'test', TELEGRAM_BOT_USERNAME: '@ajarin_bot', WHATSAPP_NUMBER: '+62 812' })).toThrow(
      /TELEGRAM_BOT_USERNAME[\s\S]*WHATSAPP_NUMBER/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', WHATSAPP_NUMBER: '6281100000001', WHATSAPP_PAIRING_NUMBER: '6281100000002' })).toThrow(
      /WHATSAPP_PAIRING_NUMBER: must be WHATSAPP_NUMBER/,
    );
  });

  it('requires WHATSAPP_AUTH_KEY (32+ characters) in production when WhatsApp is on, so a copy of the database cannot log in as the bot', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://db/ajarin', ...LIVE };
    expect(loadConfig(production).WHATSAPP_AUTH_KEY).toBeUndefined();
    expect(() => loadConfig({ ...production, WHATSAPP_ENABLED: 'true' })).toThrow(
      /WHATSAPP_AUTH_KEY: is required in production when WHATSAPP_ENABLED/,
    );
    expect(() => loadConfig({ ...production, WHATSAPP_ENABLED: 'true', WHATSAPP_AUTH_KEY: 'short' })).toThrow(
      /WHATSAPP_AUTH_KEY: must be at least 32 characters/,
    );
    expect(loadConfig({ ...production, WHATSAPP_ENABLED: 'true', WHATSAPP_AUTH_KEY: 'k'.repeat(32) }).WHATSAPP_AUTH_KEY).toBe(
      'k'.repeat(32),
    );
    // Development and tests keep working without one: their login is stored plain.
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir('wa'), WHATSAPP_ENABLED: 'true' }).WHATSAPP_AUTH_KEY).toBeUndefined();
  });

  it("takes Google's client id and secret together, Google's issuer by default, and an https issuer in production", () => {
    const plain = loadConfig({ NODE_ENV: 'test' });
    expect([plain.GOOGLE_CLIENT_ID, plain.GOOGLE_ISSUER]).toEqual([undefined, 'https://accounts.google.com']);
    expect(() => loadConfig({ NODE_ENV: 'test', GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com' })).toThrow(
      /GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', GOOGLE_CLIENT_SECRET: 's' })).toThrow(/GOOGLE_CLIENT_ID: /);
    const production = {
      ...LIVE,
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      DATABASE_URL: 'postgres://db/ajarin',
      GOOGLE_CLIENT_ID: 'a',
      GOOGLE_CLIENT_SECRET: 'b',
    };
    expect(loadConfig(production).GOOGLE_ISSUER).toBe('https://accounts.google.com');
    expect(() => loadConfig({ ...production, GOOGLE_ISSUER: 'http://127.0.0.1:4000' })).toThrow(
      /GOOGLE_ISSUER: must be an https:\/\/ URL in production/,
    );
    expect(loadConfig({ NODE_ENV: 'test', GOOGLE_ISSUER: 'http://127.0.0.1:4000' }).GOOGLE_ISSUER).toBe('http://127.0.0.1:4000');
  });

  it('takes a kode unik range of 1..999 by default, widened at most to 99 999, with its minimum not above its maximum', () => {
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ UNIQUE_CODE_MIN: 1, UNIQUE_CODE_MAX: 999 });
    expect(loadConfig({ NODE_ENV: 'test', UNIQUE_CODE_MIN: '100', UNIQUE_CODE_MAX: '100' })).toMatchObject({ UNIQUE_CODE_MIN: 100 });
    expect(() => loadConfig({ NODE_ENV: 'test', UNIQUE_CODE_MIN: '500', UNIQUE_CODE_MAX: '400' })).toThrow(
      /UNIQUE_CODE_MAX: must be at least/,
    );
    expect(loadConfig({ NODE_ENV: 'test', UNIQUE_CODE_MAX: '99999' })).toMatchObject({ UNIQUE_CODE_MAX: 99_999 });
    expect(() => loadConfig({ NODE_ENV: 'test', UNIQUE_CODE_MAX: '100000' })).toThrow(/UNIQUE_CODE_MAX/);
    expect(() => loadConfig({ NODE_ENV: 'test', UNIQUE_CODE_MIN: '0' })).toThrow(/UNIQUE_CODE_MIN/);
  });

  it('requires the S3 settings only when the S3 driver is chosen', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', STORAGE_DRIVER: 's3' })).toThrow(/S3_ENDPOINT/);
    expect(
      loadConfig({
        NODE_ENV: 'test',
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'a',
        S3_SECRET_ACCESS_KEY: 'b',
      }).STORAGE_DRIVER,
    ).toBe('s3');
  });
});

describe('development defaults that must not expose the admin', () => {
  it('listens on loopback only outside production unless HOST says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dataDir('host'), HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ ...LIVE, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://db/ajarin' }).HOST).toBe(
      '0.0.0.0',
    );
  });

  it('trusts X-Forwarded-For only in production or when TRUST_PROXY says so', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(
      loadConfig({ ...LIVE, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://db/ajarin' }).TRUST_PROXY,
    ).toBe(true);
  });

  it('counts one trusted proxy hop unless TRUSTED_PROXY_HOPS says more, and never none', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).TRUSTED_PROXY_HOPS).toBe(1);
    expect(loadConfig({ NODE_ENV: 'test', TRUSTED_PROXY_HOPS: '' }).TRUSTED_PROXY_HOPS).toBe(1);
    expect(loadConfig({ NODE_ENV: 'test', TRUSTED_PROXY_HOPS: '2' }).TRUSTED_PROXY_HOPS).toBe(2);
    for (const hops of ['0', '-1', '1.5', 'dua'])
      expect(() => loadConfig({ NODE_ENV: 'test', TRUSTED_PROXY_HOPS: hops }), hops).toThrow(/TRUSTED_PROXY_HOPS/);
  });

  it('gives two fresh data dirs two different random secrets, kept owner-only across restarts', () => {
    const first = loadConfig({ DATA_DIR: dataDir('first') }).JWT_SECRET;
    const second = loadConfig({ DATA_DIR: dataDir('second') }).JWT_SECRET;
    expect(first).not.toBe(second);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(first).not.toMatch(/ajarin|development/i);
    expect(loadConfig({ DATA_DIR: dataDir('first') }).JWT_SECRET).toBe(first);
    expect(fs.statSync(path.join(dataDir('first'), 'jwt-secret')).mode & 0o777).toBe(0o600);
  });

  it('uses JWT_SECRET when given and writes no secret file then, nor in tests', () => {
    expect(loadConfig({ DATA_DIR: dataDir('given'), JWT_SECRET: 'y'.repeat(40) }).JWT_SECRET).toBe('y'.repeat(40));
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir('test') }).JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(fs.existsSync(dataDir('given'))).toBe(false);
    expect(fs.existsSync(dataDir('test'))).toBe(false);
  });

  it('refuses a secret file too short to be a secret', () => {
    fs.mkdirSync(dataDir('short'));
    fs.writeFileSync(path.join(dataDir('short'), 'jwt-secret'), 'abc');
    expect(() => loadConfig({ DATA_DIR: dataDir('short') })).toThrow(/fewer than 32 characters/);
  });
});

describe('production refuses what only development may run with', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://db/ajarin' };
  const problemsOf = (env: NodeJS.ProcessEnv): string[] => {
    try {
      loadConfig(env);
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    return [];
  };

  it('names every payment detail and address still at its made-up default, in one error', () => {
    const problems = problemsOf(production);
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'CHAT_CONTACT_URL',
      'GOPAY_NUMBER',
      'MICROBLOG_URL',
      'QRIS_IMAGE_URL',
      'SOCIAL_URL',
      'TUTOR_CHAT_GROUP_URL',
      'TUTOR_VERIFICATION_FORM_URL',
    ]);
    expect(problems).toContain('GOPAY_NUMBER: is required in production (081234567890 is a made-up example)');
    // Typed in by hand, the example is still not a real number.
    expect(problemsOf({ ...production, ...LIVE, GOPAY_NUMBER: '081234567890' })).toEqual([
      'GOPAY_NUMBER: is required in production (081234567890 is a made-up example)',
    ]);
    expect(loadConfig({ ...production, ...LIVE }).GOPAY_NUMBER).toBe(LIVE.GOPAY_NUMBER);
    expect(loadConfig({ NODE_ENV: 'test' }).GOPAY_NUMBER).toBe('081234567890');
  });

  it("refuses the Telegram emulator's bot token, the old public one and a fresh random one alike", () => {
    for (const token of ['123456:TEST-emulator', newEmulatorBotToken(), '987654:emulator-abc']) {
      expect(problemsOf({ ...production, ...LIVE, TELEGRAM_BOT_TOKEN: token })).toEqual([
        "TELEGRAM_BOT_TOKEN: is the development emulator's; give the token BotFather issued",
      ]);
      expect(loadConfig({ NODE_ENV: 'test', TELEGRAM_BOT_TOKEN: token }).TELEGRAM_BOT_TOKEN).toBe(token);
    }
    expect(loadConfig({ ...production, ...LIVE, TELEGRAM_BOT_TOKEN: '7012345678:AAEhBOweik6ad9r_QXMENQjcrGbqCr4K-Lk' }).isProd).toBe(true);
  });
});
