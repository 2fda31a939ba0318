import { linkedMessage } from '../../../core/chat/whatsapp-texts.ts';
import type { Db } from '../../../infra/db.ts';
import type { RateLimiter } from '../../../infra/rate-limit.ts';
import { linkChat } from '../../../services/chat-links/link-codes.ts';
import { say, type WhatsAppFeature } from '../context.ts';

/**
 * `LINK <kode>`: the code from /akun binds this chat to that account (docs/product.md#chat-links),
 * by the sender's phone-number jid when known. A bad or spent code answers with the use case's message.
 */
export function linkFeature(deps: { db: Db; limiter: RateLimiter }): WhatsAppFeature {
  return async (ctx) => {
    if (ctx.command?.kind !== 'link') return null;
    ctx.linked = await linkChat(deps, 'whatsapp', ctx.command.code, ctx.message.chatIds[0]!);
    return say(linkedMessage(ctx.linked.name));
  };
}
