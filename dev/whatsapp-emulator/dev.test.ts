import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../infra/config.ts';
import { startDevWhatsAppEmulator } from './dev.ts';
import { STAND_IN_PRODUCTION_SETTINGS } from '../production-settings.ts';

// `npm start` without a WhatsApp login runs the real WhatsApp bot against the emulator, in development only.

describe('startDevWhatsAppEmulator', () => {
  it('turns WhatsApp on against the emulator in development without a WhatsApp login', () => {
    const started = startDevWhatsAppEmulator(loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/ajarin-wa-emulator-test' }));
    if (!started) throw new Error('expected an emulator in development');
    expect(started.config.WHATSAPP_ENABLED).toBe(true);
    expect(started.emulator.botNumber).toBe('6281100000000');
    const named = startDevWhatsAppEmulator(
      loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/ajarin-wa-emulator-test', WHATSAPP_NUMBER: '6281200000077' }),
    );
    expect(named?.emulator.botNumber).toBe('6281200000077');
  });

  it('never starts in production, in tests, or when the real WhatsApp is on', () => {
    const production = loadConfig({
      ...STAND_IN_PRODUCTION_SETTINGS,
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgres://db/ajarin',
    });
    expect(startDevWhatsAppEmulator(production)).toBeUndefined();
    expect(startDevWhatsAppEmulator(loadConfig({ NODE_ENV: 'test' }))).toBeUndefined();
    expect(
      startDevWhatsAppEmulator(loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/ajarin-wa-emulator-test', WHATSAPP_ENABLED: 'true' })),
    ).toBeUndefined();
  });
});
