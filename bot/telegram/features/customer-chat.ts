import { Composer } from 'grammy';
import type { BotContext } from '../context.ts';
import type { TelegramBotDeps } from '../deps.ts';
import { chooseTutorFeature } from './choose-tutor.ts';

/** What customers do in the chat besides sending a proof (docs/product.md#customers-in-the-chat). */
export function customerChatFeature(deps: TelegramBotDeps): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  const requestDeps = { db: deps.db, config: deps.config };
  composer.use(chooseTutorFeature({ ...requestDeps, gopayNumber: deps.config.GOPAY_NUMBER }));
  return composer;
}
