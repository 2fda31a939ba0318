import { describe, expect, it } from 'vitest';
import { telegramWebviewPlatform } from './telegram-webview.ts';

const windowWith = (hash: string, proxy?: unknown) =>
  ({ location: { hash }, ...(proxy ? { TelegramWebviewProxy: proxy } : {}) }) as unknown as Window;

describe('telegramWebviewPlatform', () => {
  it("reports the platform only with Telegram's webview bridge present", () => {
    const bridge = { postEvent: () => undefined };
    expect(telegramWebviewPlatform(windowWith('#tgWebAppData=x&tgWebAppPlatform=android', bridge))).toBe('android');
  });

  it('never trusts the fragment alone: a link opened in a browser has no bridge', () => {
    expect(telegramWebviewPlatform(windowWith('#tgWebAppData=x&tgWebAppPlatform=android'))).toBeNull();
    expect(telegramWebviewPlatform(windowWith('#tgWebAppData=x', { postEvent: () => undefined }))).toBeNull();
    expect(telegramWebviewPlatform(windowWith('#tgWebAppPlatform=ios', { postEvent: 'no' }))).toBeNull();
  });
});
