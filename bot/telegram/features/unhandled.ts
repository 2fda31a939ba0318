import { Composer } from 'grammy';
import { NOOP_CALLBACK } from '../callback-data.ts';
import type { BotContext } from '../context.ts';
import { BOT_TEXTS } from '../../../core/chat/telegram-texts.ts';

/** Last in line: whatever no feature took. An unlinked chat learns how to link; a spent button answers quietly. */
export function unhandledFeature(deps: { appUrl: string }): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  composer.on('callback_query', (ctx) =>
    ctx.answerCallbackQuery(ctx.callbackQuery.data === NOOP_CALLBACK ? {} : { text: BOT_TEXTS.staleButton }),
  );
  composer.on('message', (ctx) => ctx.reply(ctx.linked ? BOT_TEXTS.unknown : BOT_TEXTS.howToLink(deps.appUrl)));
  return composer;
}
