import { notLinkedMessage } from '../../../core/chat/whatsapp-texts.ts';
import { say, type WhatsAppFeature } from '../context.ts';

/** Everything after this needs a linked account: a chat that is not linked is told where to get a code. */
export function requireLinkedFeature(deps: { appUrl: string }): WhatsAppFeature {
  return async (ctx) => (ctx.linked ? null : say(notLinkedMessage(deps.appUrl)));
}
