import type { Api, Composer } from 'grammy';
import type { Actor } from '../../core/accounts/actor.ts';
import type { Role } from '../../core/accounts/auth.schema.ts';
import { menuCallback, roleCommands, type MenuKey } from '../../core/chat/chat-menu.ts';
import { BOT_TEXTS } from '../../core/chat/telegram-texts.ts';
import { TUTOR_CHAT_TEXTS } from '../../core/chat/tutor-chat-texts.ts';
import type { BotContext } from './context.ts';

// What the menu's features share (docs/product.md#chat-commands): a command and its menu press
// run one handler, the tutor behind a chat is checked once, and a chat's command list follows
// the role of the account it is linked to.

/**
 * `/key` and the menu's `menu:key` press run the same handler. The press is acknowledged first:
 * Telegram shows a spinner on the button until it is, and the handler answers in the chat.
 */
export function onCommandOrMenu(composer: Composer<BotContext>, key: MenuKey, handler: (ctx: BotContext) => Promise<unknown>): void {
  composer.command(key, handler);
  composer.callbackQuery(menuCallback(key), async (ctx) => {
    await ctx.answerCallbackQuery();
    await handler(ctx);
  });
}

/** The linked account as the acting user, or null once the chat was told why not (not linked, or another role). */
export async function actorOf(ctx: BotContext, role: Role | null, appUrl: string): Promise<Actor | null> {
  if (!ctx.linked) {
    // Unlinked from /akun, the chat may still show its old role's commands: back to the default list.
    if (ctx.chat) await clearRoleCommands(ctx.api, ctx.chat.id);
    await ctx.reply(BOT_TEXTS.howToLink(appUrl));
    return null;
  }
  if (role && ctx.linked.role !== role) {
    await ctx.reply(role === 'tutor' ? TUTOR_CHAT_TEXTS.tutorsOnly : BOT_TEXTS.customersOnly);
    return null;
  }
  return { id: ctx.linked.userId, role: ctx.linked.role };
}

/** The tutor pressing a tutor's button, or null once the press was answered with why not. */
export async function tutorPressing(ctx: BotContext): Promise<Actor | null> {
  if (!ctx.linked) {
    await ctx.answerCallbackQuery({ text: BOT_TEXTS.linkFirst, show_alert: true });
    return null;
  }
  if (ctx.linked.role !== 'tutor') {
    await ctx.answerCallbackQuery({ text: BOT_TEXTS.tutorsOnly, show_alert: true });
    return null;
  }
  return { id: ctx.linked.userId, role: 'tutor' };
}

/**
 * This chat's command list, for its role (Telegram's per-chat scope). A convenience only: the
 * commands work without it, so a failure here never fails what the user asked for; /menu sets it
 * again.
 */
export async function showRoleCommands(api: Api, chatId: number, role: Role): Promise<void> {
  await api.setMyCommands(roleCommands(role), { scope: { type: 'chat', chat_id: chatId } }).catch(() => {});
}

/** Back to the default list of an unlinked chat. */
export async function clearRoleCommands(api: Api, chatId: number): Promise<void> {
  await api.deleteMyCommands({ scope: { type: 'chat', chat_id: chatId } }).catch(() => {});
}
