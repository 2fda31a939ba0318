import { sequentialize } from '@grammyjs/runner';
import { Bot } from 'grammy';
import { retryReplies } from './api-transformers.ts';
import type { BotContext } from './context.ts';
import type { TelegramBotDeps } from './deps.ts';
import { answerFailure } from './error-boundary.ts';
import { availabilityFeature } from './features/availability.ts';
import { balanceFeature } from './features/balance.ts';
import { chatMemberFeature } from './features/chat-member.ts';
import { customerChatFeature } from './features/customer-chat.ts';
import { chatSettingsFeature } from './features/chat-settings.ts';
import { menuFeature } from './features/menu.ts';
import { openRequestsFeature } from './features/open-requests.ts';
import { helpFeature } from './features/help.ts';
import { joinRequestFeature } from './features/join-request.ts';
import { lessonAnswersFeature } from './features/lesson-answers.ts';
import { lessonScheduleFeature } from './features/lesson-schedule.ts';
import { createLessonInputs } from '../lesson-inputs.ts';
import { muteFeature } from './features/mute.ts';
import { paymentProofFeature } from './features/payment-proof.ts';
import { startLinkFeature } from './features/start-link.ts';
import { unhandledFeature } from './features/unhandled.ts';
import { loadLinkedChat } from './linked-chat.ts';
import { createProofDrafts } from './proof-drafts.ts';

/**
 * The Telegram bot: one Composer per feature behind one error boundary, for private chats only.
 * It does not start itself: start-telegram.ts runs it with long polling or a webhook, and tests
 * feed it from the emulator the same way.
 */
export function createBot(deps: TelegramBotDeps): Bot<BotContext> {
  const { config, db } = deps;
  const appUrl = config.APP_URL;
  const bot = new Bot<BotContext>(deps.telegram.token, { client: { apiRoot: deps.telegram.apiRoot }, botInfo: deps.telegram.botInfo });
  bot.api.config.use(retryReplies());

  const failure = answerFailure(deps);
  // Errors the boundary cannot answer (the answer itself failed) end here, logged, never thrown on.
  bot.catch(failure);
  // One update of a chat at a time, in order: a photo's question is saved before its button is handled.
  bot.use(sequentialize((ctx) => ctx.chat?.id.toString()));

  const chats = bot.chatType('private').errorBoundary(failure);
  chats.use(loadLinkedChat({ db, activity: deps.activity }));
  chats.use(chatMemberFeature({ db }));
  chats.use(startLinkFeature({ db, limiter: deps.limiter, appUrl }));
  chats.use(helpFeature({ appUrl }));
  chats.use(muteFeature({ db, appUrl }));
  chats.use(joinRequestFeature({ db, config }));
  // Before the customers' features: /batal and the next text answer a lesson question first.
  const lessons = { db, appUrl, inputs: createLessonInputs({ redis: deps.redis, prefix: config.REDIS_PREFIX }) };
  chats.use(lessonAnswersFeature(lessons), lessonScheduleFeature(lessons));
  chats.use(customerChatFeature(deps));
  // The menu and what it opens (docs/product.md#chat-commands).
  chats.use(
    menuFeature({ appUrl, emulated: deps.telegram.emulated === true }),
    openRequestsFeature({ db, config, appUrl }),
    balanceFeature({ db, payoutAdminFee: config.PAYOUT_ADMIN_FEE, appUrl }),
  );
  chats.use(availabilityFeature({ db, appUrl }), chatSettingsFeature({ db, appUrl }));
  chats.use(
    paymentProofFeature({
      ...deps,
      appUrl,
      drafts: createProofDrafts({ redis: deps.redis, prefix: config.REDIS_PREFIX }),
      telegram: { token: deps.telegram.token, apiRoot: deps.telegram.apiRoot },
    }),
  );
  // Must stay last: whatever no feature took.
  chats.use(unhandledFeature({ appUrl }));
  return bot;
}
