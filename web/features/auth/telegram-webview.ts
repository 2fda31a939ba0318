/**
 * The platform Telegram's own script (telegram-web-app.js) would report for this page, but only
 * inside Telegram's webview; null anywhere else (docs/decisions/041). The script reads the
 * platform from the fragment (`tgWebAppPlatform`), which whoever wrote the link controls, so that
 * alone proves nothing. The script talks to a native client through `window.TelegramWebviewProxy`,
 * an object the client injects into its webview and no other page can set on ours; that is
 * required too. Telegram's web clients would frame the page instead, which our `frame-ancestors
 * 'none'` forbids, so a frame never counts.
 */
export function telegramWebviewPlatform(win: Window): string | null {
  const platform = new URLSearchParams(win.location.hash.slice(1)).get('tgWebAppPlatform') ?? 'unknown';
  const proxy = (win as Window & { TelegramWebviewProxy?: { postEvent?: unknown } }).TelegramWebviewProxy;
  return platform !== 'unknown' && typeof proxy?.postEvent === 'function' ? platform : null;
}
