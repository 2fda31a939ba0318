import { LINK_CONSENT_TEXTS as L, linkAskText, linkLeftText } from '../../../core/chat/common-texts.ts';
import { linkedMessage } from '../../../core/chat/whatsapp-texts.ts';
import type { Db } from '../../../infra/db.ts';
import type { RateLimiter } from '../../../infra/rate-limit.ts';
import { askToLinkChat, linkChat } from '../../../services/chat-links/link-codes.ts';
import { say, type WhatsAppFeature } from '../context.ts';

/**
 * `LINK <kode>`: the code from /akun, but a code can be handed over by someone else, so the chat
 * is first told which account it would join (and leave), masked (docs/decisions/041); YA, which
 * stands for `LINK <kode> YA`, binds this chat to that account, by the sender's phone-number jid
 * when known. A bad or spent code answers with the use case's message.
 */
export function linkFeature(deps: { db: Db; limiter: RateLimiter }): WhatsAppFeature {
  return async (ctx) => {
    if (ctx.command?.kind !== 'link') return null;
    const { code, confirmed } = ctx.command;
    const chatId = ctx.message.chatIds[0]!;
    if (!confirmed) {
      const preview = await askToLinkChat(deps, 'whatsapp', code, chatId);
      return { text: `${linkAskText('WhatsApp', preview)}\n\n${L.whatsappConfirm}`, choices: { YA: `LINK ${code} YA` } };
    }
    const linked = await linkChat(deps, 'whatsapp', { code }, chatId);
    ctx.linked = linked;
    return say([linkedMessage(linked.name), ...(linked.leftAccount ? [linkLeftText('WhatsApp', linked.leftAccount)] : [])].join('\n'));
  };
}
