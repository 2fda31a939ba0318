import { fetchLatestWaWebVersion, type WAVersion } from '@whiskeysockets/baileys';
import { errorSummary } from '../../infra/log-safe.ts';
import type { Logger } from '../../infra/logger.ts';

// Which WhatsApp Web version the bot announces (decision 037). WhatsApp retires old versions and
// then closes every login of one with 405: the most common real Baileys outage. WHATSAPP_WEB_VERSION
// wins; unset, production asks web.whatsapp.com for the current one (Baileys'
// fetchLatestWaWebVersion, which answers the pinned default when it cannot); development and tests
// never leave the machine and take the pinned default.

/** Baileys 7.0.0-rc14's own default: raise it with Baileys. */
export const PINNED_WEB_VERSION: WAVersion = [2, 3000, 1043857760];
const FETCH_TIMEOUT_MS = 10_000;

export type FetchWebVersion = () => Promise<{ version: WAVersion; isLatest: boolean; error?: unknown }>;

export type WebVersionSource = {
  current: () => WAVersion;
  /**
   * After WhatsApp refused the current version (405): a newer one to try, or undefined when there
   * is none (a pinned WHATSAPP_WEB_VERSION, outside production, or WhatsApp still says the same).
   */
  newer: () => Promise<WAVersion | undefined>;
};

export const versionText = (version: WAVersion): string => version.join('.');

export async function webVersionSource(options: {
  configured: WAVersion | undefined;
  isProd: boolean;
  logger: Logger;
  fetchLatest?: FetchWebVersion;
}): Promise<WebVersionSource> {
  const log = options.logger.child({ component: 'web-version' });
  const fetchLatest = options.fetchLatest ?? (() => fetchLatestWaWebVersion({ signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) }));
  const ask = async (): Promise<WAVersion> => {
    const latest = await fetchLatest().catch((error: unknown) => ({ version: PINNED_WEB_VERSION, isLatest: false, error }));
    if (!latest.isLatest)
      log.warn({ err: errorSummary(latest.error) }, 'could not ask WhatsApp for its current web version; using the pinned one');
    return latest.version;
  };
  const fixed = options.configured ?? (options.isProd ? undefined : PINNED_WEB_VERSION);
  let version = fixed ?? (await ask());
  log.info(
    { version: versionText(version), from: options.configured ? 'WHATSAPP_WEB_VERSION' : fixed ? 'pinned' : 'web.whatsapp.com' },
    'WhatsApp Web version',
  );
  return {
    current: () => version,
    newer: async () => {
      if (fixed) return undefined;
      const latest = await ask();
      if (versionText(latest) === versionText(version)) return undefined;
      version = latest;
      return latest;
    },
  };
}
