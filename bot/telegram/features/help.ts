import { Composer } from 'grammy';
import type { BotContext } from '../context.ts';
import { onCommandOrMenu } from '../menu-press.ts';
import { helpText } from '../../../core/chat/telegram-texts.ts';

/** `/bantuan` (and `/help`): what the bot does for the linked account's role, or how to link. */
export function helpFeature(deps: { appUrl: string }): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  const help = (ctx: BotContext) => ctx.reply(helpText(ctx.linked?.role ?? null, deps.appUrl));
  onCommandOrMenu(composer, 'bantuan', help);
  composer.command('help', help);
  return composer;
}
