import type Router from '@koa/router';
import type { PublicConfig, PublicExample } from '../../core/transactions/views.ts';
import type { Config } from '../../infra/config.ts';
import { settingsStillDemo, type DemoSetting } from '../../infra/demo-settings.ts';
import { googleOidcSettings } from '../../infra/google-oidc.ts';
import { configContract } from '../../core/contracts/config.contract.ts';
import { bindEndpoint } from './bind-endpoint.ts';
import { createRouter } from './router.ts';

type PublicKeys =
  | 'GOPAY_NUMBER'
  | 'QRIS_IMAGE_URL'
  | 'SOCIAL_URL'
  | 'MICROBLOG_URL'
  | 'CHAT_CONTACT_URL'
  | 'TUTOR_CHAT_GROUP_URL'
  | 'TUTOR_VERIFICATION_FORM_URL'
  | 'PAYOUT_ADMIN_FEE'
  | 'REQUEST_MAX_TUTORS'
  | 'REQUEST_LIFETIME_HOURS'
  | 'GOOGLE_CLIENT_ID'
  | 'GOOGLE_CLIENT_SECRET'
  | 'GOOGLE_ISSUER'
  | 'PUBLIC_URL'
  | 'APP_URL'
  | 'isProd';

const PUBLIC_NAME: Record<DemoSetting, PublicExample> = {
  GOPAY_NUMBER: 'gopayNumber',
  QRIS_IMAGE_URL: 'qrisImageUrl',
  SOCIAL_URL: 'socialUrl',
  MICROBLOG_URL: 'microblogUrl',
  CHAT_CONTACT_URL: 'chatContactUrl',
  TUTOR_CHAT_GROUP_URL: 'tutorChatGroupUrl',
  TUTOR_VERIFICATION_FORM_URL: 'tutorVerificationFormUrl',
};

/** Payment methods, footer and dashboard links, the rules the FAQ states. Only these keys, never a secret. */
export function publicConfigOf(config: Pick<Config, PublicKeys>): PublicConfig {
  return {
    gopayNumber: config.GOPAY_NUMBER,
    qrisImageUrl: config.QRIS_IMAGE_URL,
    socialUrl: config.SOCIAL_URL,
    microblogUrl: config.MICROBLOG_URL,
    chatContactUrl: config.CHAT_CONTACT_URL,
    tutorChatGroupUrl: config.TUTOR_CHAT_GROUP_URL,
    tutorVerificationFormUrl: config.TUTOR_VERIFICATION_FORM_URL,
    payoutAdminFee: config.PAYOUT_ADMIN_FEE,
    requestMaxTutors: config.REQUEST_MAX_TUTORS,
    requestLifetimeHours: config.REQUEST_LIFETIME_HOURS,
    // Whether /auth shows 'Masuk dengan Google' (docs/product.md#accounts-google); never the settings.
    googleSignIn: googleOidcSettings(config) !== undefined,
    // Production refuses to start with any (infra/config.ts); elsewhere the pages say 'contoh'.
    examples: settingsStillDemo(config).map((name) => PUBLIC_NAME[name]),
  };
}

/** GET /api/config/public; the server-rendered pages read the same (api/pages/public-reads.ts). */
export function createConfigRouter(deps: { config: Pick<Config, PublicKeys> }): Router {
  const body = publicConfigOf(deps.config);
  const router = createRouter('/api/config');
  bindEndpoint(router, configContract.publicConfig, (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = body;
  });
  return router;
}
