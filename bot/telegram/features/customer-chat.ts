import { Composer } from 'grammy';
import type { BotContext } from '../context.ts';
import type { TelegramBotDeps } from '../deps.ts';
import { createProofDrafts } from '../proof-drafts.ts';
import { chooseTutorFeature } from './choose-tutor.ts';
import { customerTransactionsFeature } from './customer-transactions.ts';
import { createRequestDrafts } from '../../request-drafts.ts';
import { requestDraftFeature } from './request-draft.ts';

/** What customers do in the chat besides sending a proof (docs/product.md#customers-in-the-chat). */
export function customerChatFeature(deps: TelegramBotDeps): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  const requestDeps = { db: deps.db, config: deps.config };
  composer.use(chooseTutorFeature({ ...requestDeps, gopayNumber: deps.config.GOPAY_NUMBER }));
  // The same drafts as the photo flow's: 'Kirim Bukti' tells it which transaction the next file is for.
  const drafts = createProofDrafts({ redis: deps.redis, prefix: deps.config.REDIS_PREFIX });
  composer.use(customerTransactionsFeature({ db: deps.db, drafts, appUrl: deps.config.APP_URL }));
  const requestDrafts = createRequestDrafts({ redis: deps.redis, prefix: deps.config.REDIS_PREFIX });
  composer.use(requestDraftFeature({ ...requestDeps, drafts: requestDrafts, appUrl: deps.config.APP_URL }));
  return composer;
}
