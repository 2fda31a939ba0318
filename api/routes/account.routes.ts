import type Router from '@koa/router';
import {
  CHAT_CHANNELS,
  CHAT_LINK_MESSAGES as M,
  telegramDeepLink,
  whatsappDeepLink,
  whatsappInstruction,
  type AccountChannel,
  type LinkCodeView,
} from '../../core/chat-links/chat-links.ts';
import type { Actor } from '../../core/accounts/actor.ts';
import { accountContract as C } from '../../core/contracts/account.contract.ts';
import { AppError } from '../../core/errors.ts';
import type { Config } from '../../infra/config.ts';
import type { Db } from '../../infra/db.ts';
import type { Logger } from '../../infra/logger.ts';
import { createRateLimiter, type RateLimitRule } from '../../infra/rate-limit.ts';
import type { Redis } from '../../infra/redis.ts';
import { listLinkedChats, unlinkChat } from '../../services/chat-links/account-chats.ts';
import { availableChatChannels } from '../../services/chat-links/available-channels.ts';
import { assertChatChannel, createLinkCode } from '../../services/chat-links/link-codes.ts';
import { getAccountPreferences, setAccountPreference } from '../../services/notifications/account-preferences.ts';
import { getTimeZone, setTimeZone } from '../../services/lessons/time-zone.ts';
import { currentUser } from '../middleware/authenticate.ts';
import { noStore } from '../middleware/no-store.ts';
import { bindEndpoint } from './bind-endpoint.ts';
import { createRouter } from './router.ts';

export type AccountRouteDeps = {
  config: Pick<Config, 'JWT_SECRET' | 'REDIS_PREFIX'>;
  db: Db;
  redis: Redis;
  logger: Logger;
};

// A code is 192 (Telegram) or 40 (WhatsApp) random bits valid 30 minutes; this only keeps one
// account from churning codes (docs/product.md#chat-links).
const LINK_CODE_RULE: RateLimitRule = { name: 'chat-link-code', limit: 10, windowSeconds: 60 * 60 };

/**
 * The signed-in user's own account settings, any role (docs/product.md#chat-links): linked chats,
 * one-time linking codes, 'Putuskan', and the notification switches. Nothing here ever returns a
 * code's hash, a chat id or a code other than the one just made.
 */
export function createAccountRouter(deps: AccountRouteDeps): Router {
  const { config } = deps;
  const limiter = createRateLimiter({ redis: deps.redis, logger: deps.logger, prefix: `${config.REDIS_PREFIX}:rl` });
  const router = createRouter('/api/account');
  router.use(noStore);

  async function channelsOf(actor: Actor): Promise<{ channels: AccountChannel[] }> {
    const [links, available] = await Promise.all([listLinkedChats(deps, actor), availableChatChannels(deps)]);
    return {
      channels: CHAT_CHANNELS.map((channel) => ({
        channel,
        enabled: available[channel] !== null,
        link: links.find((link) => link.channel === channel) ?? null,
      })),
    };
  }

  bindEndpoint(router, C.chats, async (ctx) => {
    ctx.body = await channelsOf(currentUser(ctx));
  });

  bindEndpoint(router, C.linkCode, async (ctx) => {
    const actor = currentUser(ctx);
    const channel = ctx.params.channel;
    assertChatChannel(channel);
    // The bot as it is connected now: a code never names a bot or number a setting made up.
    const { telegram, whatsapp } = await availableChatChannels(deps);
    const bot = channel === 'telegram' ? telegram : whatsapp;
    if (!bot) throw new AppError('CONFLICT', M.channelOff);
    await limiter.enforce([{ rule: LINK_CODE_RULE, subject: actor.id }]);
    const code = await createLinkCode(deps, actor, channel);
    const view: LinkCodeView =
      'username' in bot
        ? { ...code, deepLink: telegramDeepLink(bot.username, code.code) }
        : { ...code, deepLink: whatsappDeepLink(code.code, bot.number), instruction: whatsappInstruction(code.code, bot.number) };
    ctx.state.log.info({ channel }, 'chat link code created');
    ctx.status = 201;
    ctx.body = view;
  });

  bindEndpoint(router, C.unlinkChat, async (ctx) => {
    const actor = currentUser(ctx);
    const channel = ctx.params.channel;
    assertChatChannel(channel);
    const { unlinked } = await unlinkChat(deps, actor, channel);
    if (unlinked) ctx.state.log.info({ channel }, 'chat unlinked');
    ctx.body = { unlinked, ...(await channelsOf(actor)) };
  });

  bindEndpoint(router, C.preferences, async (ctx) => {
    ctx.body = await getAccountPreferences(deps, currentUser(ctx));
  });

  // The use case parses the switch itself, answering its own message for a bad one.
  bindEndpoint(
    router,
    C.setPreference,
    async (ctx) => {
      ctx.body = await setAccountPreference(deps, currentUser(ctx), ctx.request.body ?? {});
    },
    { bodyParsedByHandler: true },
  );

  bindEndpoint(router, C.timeZone, async (ctx) => {
    ctx.body = await getTimeZone(deps, currentUser(ctx));
  });

  bindEndpoint(router, C.setTimeZone, async (ctx, { body }) => {
    ctx.body = await setTimeZone(deps, currentUser(ctx), body.timeZone);
  });

  return router;
}
