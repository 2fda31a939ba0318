import type { WhatsAppCommand } from '../../core/whatsapp/keywords.ts';
import type { LinkedChat } from '../../services/chat-links/linked-chats.ts';
import type { IncomingMessage } from './inbound.ts';

// The WhatsApp twin of grammY's context (docs/architecture.md#whatsapp): one message, what it asks,
// and who is behind the chat. A feature answers it or passes it on.

export type WhatsAppContext = {
  message: IncomingMessage;
  /** The keyword and its code, for a text message; null for a file (its caption names a transaction). */
  command: WhatsAppCommand | null;
  /** The account behind the chat (null: not linked, or its user is disabled); LINK sets it. */
  linked: LinkedChat | null;
};

/**
 * A feature's reply; `understood: false` marks the answer to a message no feature took. `choices`:
 * the short answers the reply offers and the keyword each stands for (bot/whatsapp/chat-choices.ts).
 */
export type Answer = { text: string; understood?: false; choices?: Record<string, string> };

/** One keyword or kind of message, in one file under features/; null passes the message on. */
export type WhatsAppFeature = (ctx: WhatsAppContext) => Promise<Answer | null>;

export const say = (text: string): Answer => ({ text });
