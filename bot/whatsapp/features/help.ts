import { notLinkedMessage, WHATSAPP_MESSAGES as M } from '../../../core/chat/whatsapp-texts.ts';
import { say, type WhatsAppFeature } from '../context.ts';

/** `BANTUAN`: the keywords, and how to link for a chat that is not linked yet. */
export function helpFeature(deps: { appUrl: string }): WhatsAppFeature {
  return async (ctx) => {
    if (ctx.command?.kind !== 'help') return null;
    return say(ctx.linked ? M.help : `${M.help}\n\n${notLinkedMessage(deps.appUrl)}`);
  };
}
