import { TUTOR_CHAT_TEXTS as T } from '../../../core/chat/tutor-chat-texts.ts';
import type { Db } from '../../../infra/db.ts';
import { setTutorAvailability } from '../../../services/tutors/set-tutor-availability.ts';
import { say, type WhatsAppFeature } from '../context.ts';
import { actorOf, chatKeywordOf, isTutor, tutorsOnly } from '../menu-keywords.ts';

/** `SIBUK` and `TERSEDIA` (docs/product.md#chat-commands): the dashboard's switch; the gallery follows through its cache's change feed. */
export function availabilityFeature(deps: { db: Db }): WhatsAppFeature {
  return async (ctx) => {
    const keyword = chatKeywordOf(ctx, 'availability');
    if (!keyword) return null;
    if (!isTutor(ctx)) return tutorsOnly();
    const { isAvailable } = await setTutorAvailability(deps.db, actorOf(ctx), keyword.available);
    return say(isAvailable ? T.nowAvailable : T.nowBusy);
  };
}
