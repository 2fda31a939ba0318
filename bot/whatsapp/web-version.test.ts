import type { WAVersion } from '@whiskeysockets/baileys';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../infra/config.ts';
import { PINNED_WEB_VERSION, webVersionSource, type FetchWebVersion } from './web-version.ts';

const logger = pino({ level: 'silent' });

/** fetchLatestWaWebVersion's answers, in turn; counts the calls. */
function answers(...versions: (WAVersion | 'unreachable')[]) {
  const calls = { count: 0 };
  const fetchLatest: FetchWebVersion = async () => {
    const next = versions[Math.min(calls.count, versions.length - 1)]!;
    calls.count += 1;
    // As Baileys does when web.whatsapp.com cannot be read: its own default, isLatest false.
    return next === 'unreachable'
      ? { version: PINNED_WEB_VERSION, isLatest: false, error: new Error('fetch failed') }
      : { version: next, isLatest: true };
  };
  return { fetchLatest, calls };
}

describe('the WhatsApp Web version', () => {
  it('takes WHATSAPP_WEB_VERSION as it is, and never asks WhatsApp for another', async () => {
    const config = loadConfig({ NODE_ENV: 'test', WHATSAPP_WEB_VERSION: '2.3000.1099999999' });
    const { fetchLatest, calls } = answers([2, 3000, 1100000000]);
    const source = await webVersionSource({ configured: config.WHATSAPP_WEB_VERSION, isProd: true, logger, fetchLatest });
    expect(source.current()).toEqual([2, 3000, 1099999999]);
    expect(await source.newer()).toBeUndefined();
    expect(calls.count).toBe(0);
    expect(() => loadConfig({ NODE_ENV: 'test', WHATSAPP_WEB_VERSION: '2.3000' })).toThrow(/WHATSAPP_WEB_VERSION/);
  });

  it('asks WhatsApp in production, and the pinned one when it cannot; never outside production', async () => {
    const latest = answers([2, 3000, 1100000000]);
    expect((await webVersionSource({ configured: undefined, isProd: true, logger, fetchLatest: latest.fetchLatest })).current()).toEqual([
      2, 3000, 1100000000,
    ]);
    const offline = answers('unreachable');
    expect((await webVersionSource({ configured: undefined, isProd: true, logger, fetchLatest: offline.fetchLatest })).current()).toEqual(
      PINNED_WEB_VERSION,
    );
    const dev = answers([2, 3000, 1100000000]);
    const source = await webVersionSource({ configured: undefined, isProd: false, logger, fetchLatest: dev.fetchLatest });
    expect(source.current()).toEqual(PINNED_WEB_VERSION);
    expect(await source.newer()).toBeUndefined();
    expect(dev.calls.count).toBe(0);
  });

  it('after a 405 offers a newer version only when WhatsApp names another one', async () => {
    const { fetchLatest } = answers([2, 3000, 1100000000], [2, 3000, 1100000000], [2, 3000, 1200000000]);
    const source = await webVersionSource({ configured: undefined, isProd: true, logger, fetchLatest });
    expect(await source.newer()).toBeUndefined();
    expect(await source.newer()).toEqual([2, 3000, 1200000000]);
    expect(source.current()).toEqual([2, 3000, 1200000000]);
  });
});
