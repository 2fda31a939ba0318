import { Composer } from 'grammy';
import { TUTOR_CHAT_TEXTS as T } from '../../../core/chat/tutor-chat-texts.ts';
import type { Db } from '../../../infra/db.ts';
import { setTutorAvailability } from '../../../services/tutors/set-tutor-availability.ts';
import type { BotContext } from '../context.ts';
import { actorOf, onCommandOrMenu } from '../menu-press.ts';

/**
 * `/sibuk` and `/tersedia` (docs/product.md#chat-commands): the dashboard's switch; the gallery
 * follows through the public tutor cache's change feed, as it does for the web.
 */
export function availabilityFeature(deps: { db: Db; appUrl: string }): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  for (const [key, available] of [
    ['sibuk', false],
    ['tersedia', true],
  ] as const) {
    onCommandOrMenu(composer, key, async (ctx) => {
      const tutor = await actorOf(ctx, 'tutor', deps.appUrl);
      if (!tutor) return;
      const { isAvailable } = await setTutorAvailability(deps.db, tutor, available);
      await ctx.reply(isAvailable ? T.nowAvailable : T.nowBusy);
    });
  }
  return composer;
}
