import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../infra/config.ts';
import { startDevTelegramEmulator } from './dev.ts';
import { STAND_IN_PRODUCTION_SETTINGS } from '../production-settings.ts';

// `npm start` without a bot token runs the product against the emulator in development only.

describe('startDevTelegramEmulator', () => {
  it('points the Telegram settings at a running emulator in development without a token', async () => {
    const started = await startDevTelegramEmulator(loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/ajarin-tg-emulator-test' }));
    if (!started) throw new Error('expected an emulator in development');
    try {
      expect(started.config).toMatchObject({ TELEGRAM_BOT_TOKEN: started.emulator.token, TELEGRAM_API_ROOT: started.emulator.apiRoot });
      expect(started.emulator.botUsername).toBe('ajarin_dev_bot');
      const me = (await (await fetch(`${started.config.TELEGRAM_API_ROOT}/bot${started.config.TELEGRAM_BOT_TOKEN}/getMe`)).json()) as {
        result: { username: string };
      };
      expect(me.result.username).toBe('ajarin_dev_bot');
    } finally {
      await started.emulator.stop();
    }
  });

  it('never starts in production, in tests, or when a real token is set', async () => {
    const production = loadConfig({
      ...STAND_IN_PRODUCTION_SETTINGS,
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgres://db/ajarin',
    });
    expect(await startDevTelegramEmulator(production)).toBeUndefined();
    expect(await startDevTelegramEmulator(loadConfig({ NODE_ENV: 'test' }))).toBeUndefined();
    const withToken = loadConfig({
      NODE_ENV: 'development',
      DATA_DIR: '/tmp/ajarin-tg-emulator-test',
      TELEGRAM_BOT_TOKEN: '42:real-token',
    });
    expect(await startDevTelegramEmulator(withToken)).toBeUndefined();
  });
});
