import type { Actor } from '../../core/accounts/actor.ts';
import { TUTOR_CHAT_TEXTS } from '../../core/chat/tutor-chat-texts.ts';
import { parseChatKeyword, type ChatKeyword } from '../../core/whatsapp/chat-keywords.ts';
import { say, type WhatsAppContext } from './context.ts';

// What the menu's WhatsApp features share (docs/product.md#chat-commands): the keyword of a message
// and the account behind it. They run after requireLinked, so a chat here is always linked.

/** The menu keyword of a text message, with the account behind it; null for anything else. */
export function chatKeywordOf<K extends ChatKeyword['kind']>(ctx: WhatsAppContext, kind: K): Extract<ChatKeyword, { kind: K }> | null {
  if (ctx.message.media || !ctx.linked) return null;
  const keyword = parseChatKeyword(ctx.message.text);
  return keyword?.kind === kind ? (keyword as Extract<ChatKeyword, { kind: K }>) : null;
}

export const actorOf = (ctx: WhatsAppContext): Actor => ({ id: ctx.linked!.userId, role: ctx.linked!.role });

/** A tutor's keyword from another role is refused with one text, and changes nothing. */
export const isTutor = (ctx: WhatsAppContext): boolean => ctx.linked?.role === 'tutor';
export const tutorsOnly = () => say(TUTOR_CHAT_TEXTS.tutorsOnly);
