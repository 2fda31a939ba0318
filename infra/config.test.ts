import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives every setting its documented default in development', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development', PORT: 3000, REDIS_URL: 'redis://127.0.0.1:6379', DATA_DIR: '.data',
      EMBEDDED_PG_PORT: 54329, PAYOUT_ADMIN_FEE: 2500, STORAGE_DRIVER: 'local', WHATSAPP_ENABLED: false,
      SEED_DEMO_DATA: true, isDev: true, isProd: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '', TELEGRAM_BOT_TOKEN: '' }).DATABASE_URL).toBeUndefined();
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
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://db/ajarin' });
    expect(config.SEED_DEMO_DATA).toBe(false);
    expect(config.isProd).toBe(true);
  });

  it('requires the S3 settings only when the S3 driver is chosen', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_ENDPOINT/);
    expect(loadConfig({ STORAGE_DRIVER: 's3', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }).STORAGE_DRIVER).toBe('s3');
  });
});
