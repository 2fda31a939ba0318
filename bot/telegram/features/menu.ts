import { Composer, InlineKeyboard } from 'grammy';
import type { Role } from '../../../core/accounts/auth.schema.ts';
import { chatMenu, menuCallback } from '../../../core/chat/chat-menu.ts';
import { menuHeader, OPEN_APP_LABEL } from '../../../core/chat/menu-texts.ts';
import { baseUrl } from '../../../core/notifications/notification-context.ts';
import { isButtonUrl } from '../../../services/notifications/render-telegram.ts';
import type { BotContext } from '../context.ts';
import { actorOf, showRoleCommands } from '../menu-press.ts';

/**
 * The role's menu as buttons, two a row, then 'Buka Ajarin': the web app inside Telegram, which
 * Telegram opens only from a public https address (a local APP_URL leaves it out). The development
 * emulator opens a local one, so the Mini App can be tried with `npm start`.
 */
export function menuKeyboard(role: Role, appUrl: string, emulated: boolean): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  chatMenu(role).forEach((item, index) => {
    keyboard.text(item.label, menuCallback(item.key));
    if (index % 2 === 1) keyboard.row();
  });
  const webApp = `${baseUrl(appUrl)}/telegram-app`;
  if (emulated || isButtonUrl(webApp)) keyboard.row().webApp(OPEN_APP_LABEL, webApp);
  return keyboard;
}

/** `/menu` (docs/product.md#chat-commands): what this account can do here; it also refreshes the chat's command list. */
export function menuFeature(deps: { appUrl: string; emulated: boolean }): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  composer.command('menu', async (ctx) => {
    const actor = await actorOf(ctx, null, deps.appUrl);
    if (!actor) return;
    await showRoleCommands(ctx.api, ctx.chat.id, actor.role);
    await ctx.reply(menuHeader(actor.role), { reply_markup: menuKeyboard(actor.role, deps.appUrl, deps.emulated) });
  });
  return composer;
}
