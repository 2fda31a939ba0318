import { Composer } from 'grammy';
import type { BotContext } from '../context.ts';
import { helpText } from '../../../core/chat/telegram-texts.ts';

/** `/bantuan` (and `/help`): what the bot does for the linked account's role, or how to link. */
export function helpFeature(deps: { appUrl: string }): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  composer.command(['bantuan', 'help'], (ctx) => ctx.reply(helpText(ctx.linked?.role ?? null, deps.appUrl)));
  return composer;
}
