import { Composer } from 'grammy';
import type { Db } from '../../../infra/db.ts';
import type { RateLimiter } from '../../../infra/rate-limit.ts';
import { linkChat } from '../../../services/chat-links/link-codes.ts';
import type { BotContext } from '../context.ts';
import { showRoleCommands } from '../menu-press.ts';
import { BOT_TEXTS } from '../../../core/chat/telegram-texts.ts';

/**
 * `/start <token>`: the deep link 'Hubungkan Telegram' on /akun opens the bot with a one-time
 * token, which binds this chat to that account (docs/product.md#chat-links). A bad or spent token
 * answers with the use case's own message. `/start` alone explains how to link.
 */
export function startLinkFeature(deps: { db: Db; limiter: RateLimiter; appUrl: string }): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  composer.command('start', async (ctx) => {
    const token = ctx.match.trim();
    if (!token) {
      await ctx.reply(ctx.linked ? BOT_TEXTS.linked(ctx.linked.name) : BOT_TEXTS.howToLink(deps.appUrl));
      return;
    }
    const linked = await linkChat(deps, 'telegram', token, String(ctx.chat.id));
    ctx.linked = linked;
    await showRoleCommands(ctx.api, ctx.chat.id, linked.role);
    await ctx.reply(BOT_TEXTS.linked(linked.name));
  });
  return composer;
}
