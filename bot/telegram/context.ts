import type { Context } from 'grammy';
import type { LinkedChat } from '../../services/chat-links/linked-chats.ts';

/** grammY's context plus the account behind the chat (null: not linked, or its user is disabled). */
export type BotContext = Context & { linked: LinkedChat | null };
