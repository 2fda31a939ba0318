import { WHATSAPP_MESSAGES as M } from '../../../core/chat/whatsapp-texts.ts';
import type { Db } from '../../../infra/db.ts';
import { setChatMuted } from '../../../services/chat-links/linked-chats.ts';
import { say, type WhatsAppFeature } from '../context.ts';

/** `BERHENTI` mutes every notification to this chat, `MULAI` turns them back on (docs/product.md#chat-links). */
export function muteFeature(deps: { db: Db }): WhatsAppFeature {
  return async (ctx) => {
    const kind = ctx.command?.kind;
    if ((kind !== 'mute' && kind !== 'unmute') || !ctx.linked) return null;
    await setChatMuted(deps.db, 'whatsapp', ctx.linked.chatId, kind === 'mute');
    return say(kind === 'mute' ? M.muted : M.unmuted);
  };
}
