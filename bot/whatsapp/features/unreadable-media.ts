import { WHATSAPP_MESSAGES as M } from '../../../core/chat/whatsapp-texts.ts';
import { say, type WhatsAppFeature } from '../context.ts';

// What the bot cannot read, whoever sends it (docs/product.md#chat-whatsapp): a voice note or a
// sticker gets one short line, counted like a message not understood (another bot's stickers must
// not start a loop); a view-once photo, which WhatsApp keeps from linked devices, is asked for again.
export function unreadableMediaFeature(): WhatsAppFeature {
  return async (ctx) => {
    const kind = ctx.message.media?.kind;
    if (kind === 'audio' || kind === 'sticker') return { text: M.voiceOrSticker, understood: false };
    if (kind === 'view-once') return say(M.viewOnce);
    return null;
  };
}
