import { Composer } from 'grammy';
import type { Db } from '../../../infra/db.ts';
import { setChatMuted } from '../../../services/chat-links/linked-chats.ts';
import type { BotContext } from '../context.ts';
import { BOT_TEXTS } from '../../../core/chat/telegram-texts.ts';

/** `/berhenti` mutes every notification to this chat, `/mulai` turns them back on (docs/product.md#chat-links). */
export function muteFeature(deps: { db: Db; appUrl: string }): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  for (const [command, muted] of [
    ['berhenti', true],
    ['mulai', false],
  ] as const) {
    composer.command(command, async (ctx) => {
      const chat = await setChatMuted(deps.db, 'telegram', String(ctx.chat.id), muted);
      await ctx.reply(chat ? (muted ? BOT_TEXTS.muted : BOT_TEXTS.unmuted) : BOT_TEXTS.howToLink(deps.appUrl));
    });
  }
  return composer;
}
