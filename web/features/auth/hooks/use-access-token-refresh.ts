import { useEffect } from 'react';
import { accessTokenExpiresAt, REFRESH_TICK_MS, shouldRefreshAccessToken } from '../../../lib/access-token.ts';
import { refreshSession } from '../../../lib/api-client.ts';

/**
 * Auto-refresh (docs/product.md#accounts-sessions): every 30 s, renew the access token once 90 s or
 * less remain, so requests rarely meet an expired one. A failed tick is left alone: the next tick,
 * or the next 401, tries again.
 */
export function useAccessTokenRefresh(): void {
  useEffect(() => {
    const timer = setInterval(() => {
      if (shouldRefreshAccessToken(accessTokenExpiresAt(), Date.now())) refreshSession().catch(() => undefined);
    }, REFRESH_TICK_MS);
    return () => clearInterval(timer);
  }, []);
}
