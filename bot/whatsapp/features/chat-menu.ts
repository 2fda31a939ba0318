import type { Config } from '../../../infra/config.ts';
import type { Db } from '../../../infra/db.ts';
import type { WhatsAppFeature } from '../context.ts';
import { availabilityFeature } from './availability.ts';
import { balanceFeature } from './balance.ts';
import { chatSettingsFeature } from './chat-settings.ts';
import { menuFeature } from './menu.ts';
import { openRequestsFeature } from './open-requests.ts';

// The menu's keywords on WhatsApp (docs/product.md#chat-commands), in one block of the
// conversation after requireLinked: every one needs the account behind the chat.

export type ChatMenuDeps = {
  db: Db;
  config: Pick<
    Config,
    | 'APP_URL'
    | 'REQUEST_MAX_TUTORS'
    | 'REQUEST_LIFETIME_HOURS'
    | 'PAYMENT_WINDOW_HOURS'
    | 'PAYOUT_ADMIN_FEE'
    | 'UNIQUE_CODE_MIN'
    | 'UNIQUE_CODE_MAX'
  >;
  appUrl: string;
};

export function chatMenuFeatures(deps: ChatMenuDeps): WhatsAppFeature[] {
  return [
    menuFeature(),
    openRequestsFeature({ db: deps.db, config: deps.config }),
    balanceFeature({ db: deps.db, payoutAdminFee: deps.config.PAYOUT_ADMIN_FEE, appUrl: deps.appUrl }),
    availabilityFeature({ db: deps.db }),
    chatSettingsFeature({ db: deps.db }),
  ];
}
