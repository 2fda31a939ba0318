import { Composer, InlineKeyboard } from 'grammy';
import { LINK_CONSENT_TEXTS as L, linkAskText, linkLeftText } from '../../../core/chat/common-texts.ts';
import { LINK_NO_CALLBACK as LINK_NO, linkYesCallback, parseLinkYesCallback } from '../../../core/chat-links/chat-links.ts';
import { BOT_TEXTS } from '../../../core/chat/telegram-texts.ts';
import type { Db } from '../../../infra/db.ts';
import type { RateLimiter } from '../../../infra/rate-limit.ts';
import { askToLinkChat, linkChat } from '../../../services/chat-links/link-codes.ts';
import { NOOP_CALLBACK } from '../callback-data.ts';
import type { BotContext } from '../context.ts';
import { showRoleCommands } from '../menu-press.ts';

/**
 * `/start <token>`: the deep link 'Hubungkan Telegram' on /akun opens the bot with a one-time
 * token. The chat is asked first, naming the account (and the one it leaves), since anyone can
 * send a t.me link with their own token (docs/decisions/041); 'Ya, Hubungkan' (the question's
 * nonce, never the token) binds the chat. A
 * bad or spent token answers with the use case's own message. `/start` alone explains how to link.
 */
export function startLinkFeature(deps: { db: Db; limiter: RateLimiter; appUrl: string }): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  composer.command('start', async (ctx) => {
    const token = ctx.match.trim();
    if (!token) {
      await ctx.reply(ctx.linked ? BOT_TEXTS.linked(ctx.linked.name) : BOT_TEXTS.howToLink(deps.appUrl));
      return;
    }
    const question = await askToLinkChat(deps, 'telegram', token, String(ctx.chat.id));
    await ctx.reply(linkAskText('Telegram', question), {
      reply_markup: new InlineKeyboard().text(L.yes, linkYesCallback(question.nonce)).text(L.no, LINK_NO),
    });
  });

  composer.callbackQuery([/^ln:/, LINK_NO], async (ctx) => {
    const nonce = parseLinkYesCallback(ctx.callbackQuery.data);
    if (!ctx.chat || (!nonce && ctx.callbackQuery.data !== LINK_NO)) return ctx.answerCallbackQuery({ text: BOT_TEXTS.staleButton });
    await ctx.answerCallbackQuery();
    if (ctx.callbackQuery.message)
      await ctx.editMessageReplyMarkup({ reply_markup: new InlineKeyboard().text(nonce ? L.yes : L.no, NOOP_CALLBACK) });
    if (!nonce) return ctx.reply(L.cancelled);
    const linked = await linkChat(deps, 'telegram', { nonce }, String(ctx.chat.id));
    ctx.linked = linked;
    await showRoleCommands(ctx.api, ctx.chat.id, linked.role);
    const left = linked.leftAccount ? `\n${linkLeftText('Telegram', linked.leftAccount)}` : '';
    return ctx.reply(`${BOT_TEXTS.linked(linked.name)}${left}`);
  });
  return composer;
}
