import { Composer, InlineKeyboard } from 'grammy';
import type { Actor } from '../../../core/accounts/actor.ts';
import { BOT_TEXTS } from '../../../core/chat/telegram-texts.ts';
import { settingsHeader, SETTINGS_TEXTS as S, switchedText, switchLine, type GroupSwitch } from '../../../core/chat/settings-texts.ts';
import type { PreferencesView } from '../../../core/notifications/preference-groups.ts';
import type { Db } from '../../../infra/db.ts';
import { unlinkChat } from '../../../services/chat-links/account-chats.ts';
import { getAccountPreferences, setAccountPreference } from '../../../services/notifications/account-preferences.ts';
import { parsePreferenceCallback, preferenceCallback, UNLINK_NO, UNLINK_YES } from '../chat-callbacks.ts';
import { NOOP_CALLBACK } from '../callback-data.ts';
import type { BotContext } from '../context.ts';
import { actorOf, clearRoleCommands, onCommandOrMenu } from '../menu-press.ts';

// `/pengaturan` and `/putus` (docs/product.md#chat-commands): this chat's switches of /akun (the
// same table, the same use case, the Telegram column only), and unlinking after a confirmation.

const switchesOf = (view: PreferencesView): GroupSwitch[] =>
  view.groups.map((group) => ({ group, enabled: view.preferences.telegram[group] ?? true }));

function settingsKeyboard(view: PreferencesView): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  for (const item of switchesOf(view)) keyboard.text(switchLine(item), preferenceCallback(item.group)).row();
  return keyboard;
}

const linkedActor = (ctx: BotContext): Actor | null => (ctx.linked ? { id: ctx.linked.userId, role: ctx.linked.role } : null);

export function chatSettingsFeature(deps: { db: Db; appUrl: string }): Composer<BotContext> {
  const composer = new Composer<BotContext>();

  onCommandOrMenu(composer, 'pengaturan', async (ctx) => {
    const actor = await actorOf(ctx, null, deps.appUrl);
    if (!actor) return;
    await ctx.reply(settingsHeader('telegram'), { reply_markup: settingsKeyboard(await getAccountPreferences(deps, actor)) });
  });

  composer.callbackQuery(/^pf:/, async (ctx) => {
    const group = parsePreferenceCallback(ctx.callbackQuery.data);
    const actor = linkedActor(ctx);
    if (!group) return ctx.answerCallbackQuery({ text: BOT_TEXTS.staleButton });
    if (!actor) return ctx.answerCallbackQuery({ text: BOT_TEXTS.linkFirst, show_alert: true });
    const current = await getAccountPreferences(deps, actor);
    const enabled = !(current.preferences.telegram[group] ?? true);
    // A group the role never receives is refused by the use case, as on /akun.
    const view = await setAccountPreference(deps, actor, { channel: 'telegram', group, enabled });
    await ctx.answerCallbackQuery({ text: switchedText({ group, enabled }) });
    if (ctx.callbackQuery.message) await ctx.editMessageReplyMarkup({ reply_markup: settingsKeyboard(view) });
  });

  onCommandOrMenu(composer, 'putus', async (ctx) => {
    if (!(await actorOf(ctx, null, deps.appUrl))) return;
    await ctx.reply(S.unlinkAsk, { reply_markup: new InlineKeyboard().text(S.unlinkYes, UNLINK_YES).text(S.unlinkNo, UNLINK_NO) });
  });

  composer.callbackQuery([UNLINK_YES, UNLINK_NO], async (ctx) => {
    const actor = linkedActor(ctx);
    if (!actor || !ctx.chat) return ctx.answerCallbackQuery({ text: S.notLinked });
    await ctx.answerCallbackQuery();
    if (ctx.callbackQuery.message)
      await ctx.editMessageReplyMarkup({
        reply_markup: new InlineKeyboard().text(ctx.callbackQuery.data === UNLINK_YES ? S.unlinkYes : S.unlinkNo, NOOP_CALLBACK),
      });
    if (ctx.callbackQuery.data === UNLINK_NO) return ctx.reply(S.unlinkKept);
    await unlinkChat(deps, actor, 'telegram');
    ctx.linked = null;
    await clearRoleCommands(ctx.api, ctx.chat.id);
    return ctx.reply(S.unlinked);
  });
  return composer;
}
