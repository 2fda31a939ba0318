import { isRole, type Role } from '../../core/accounts/auth.schema.ts';
import type { ChatChannel } from '../../core/chat-links/chat-links.ts';
import type { Db, Trx } from '../../infra/db.ts';

// A chat as the bots see it (docs/product.md#chat-links): who is behind it, and whether we may
// write to it. `opted_out_at` is the user's own mute ('/berhenti', 'BERHENTI'); `blocked_at` is the
// channel telling us it cannot deliver (Telegram 403: bot blocked, user deactivated). Either stops
// every send; only a new link or '/mulai' clears them.

export type LinkedChat = {
  userId: string;
  role: Role;
  name: string;
  channel: ChatChannel;
  chatId: string;
  mutedAt: string | null;
  blockedAt: string | null;
};

type LinkedChatRow = {
  user_id: string;
  role: string;
  name: string;
  channel: ChatChannel;
  chat_id: string;
  opted_out_at: Date | null;
  blocked_at: Date | null;
};

function toLinkedChat(row: LinkedChatRow): LinkedChat {
  if (!isRole(row.role)) throw new Error(`user ${row.user_id} has an unknown role`);
  return {
    userId: row.user_id,
    role: row.role,
    name: row.name,
    channel: row.channel,
    chatId: row.chat_id,
    mutedAt: row.opted_out_at?.toISOString() ?? null,
    blockedAt: row.blocked_at?.toISOString() ?? null,
  };
}

/** The user behind a chat; null when the chat is not linked or its user is disabled. */
export async function findChatUser(db: Db | Trx, channel: ChatChannel, chatId: string): Promise<LinkedChat | null> {
  const row = await db('chat_links as l')
    .join('users as u', 'u.id', 'l.user_id')
    .where({ 'l.channel': channel, 'l.chat_id': chatId })
    .whereNull('u.disabled_at')
    .first<LinkedChatRow | undefined>('l.user_id', 'u.role', 'u.name', 'l.channel', 'l.chat_id', 'l.opted_out_at', 'l.blocked_at');
  return row ? toLinkedChat(row) : null;
}

/**
 * '/berhenti' / 'BERHENTI' mutes, '/mulai' / 'MULAI' unmutes. Writing to us also proves the chat
 * reachable again, so unmuting clears a block too. The chat as it is now; null when not linked.
 */
export async function setChatMuted(db: Db, channel: ChatChannel, chatId: string, muted: boolean): Promise<LinkedChat | null> {
  await db('chat_links')
    .where({ channel, chat_id: chatId })
    .update(muted ? { opted_out_at: db.raw('coalesce(opted_out_at, now())') } : { opted_out_at: null, blocked_at: null });
  return findChatUser(db, channel, chatId);
}

/** The channel refused delivery for good (Telegram 403): no more sends until the user links or unmutes again. */
export async function markChatBlocked(db: Db, channel: ChatChannel, chatId: string): Promise<void> {
  await db('chat_links')
    .where({ channel, chat_id: chatId })
    .update({ blocked_at: db.raw('coalesce(blocked_at, now())') });
}

/** The channel says the chat is reachable again (Telegram: the user unblocked the bot); a mute stays. */
export async function markChatUnblocked(db: Db, channel: ChatChannel, chatId: string): Promise<void> {
  await db('chat_links').where({ channel, chat_id: chatId }).whereNotNull('blocked_at').update({ blocked_at: null });
}

/** Of `userIds`, those we may write to on `channel` (linked, enabled, not muted, not blocked) → their chat id. */
export async function activeChatIds(db: Db, channel: ChatChannel, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  // One array parameter: a fan-out to thousands of tutors stays one short statement.
  const rows = await db('chat_links as l')
    .join('users as u', 'u.id', 'l.user_id')
    .where('l.channel', channel)
    .whereRaw('l.user_id = any(?::uuid[])', [userIds])
    .whereNull('l.opted_out_at')
    .whereNull('l.blocked_at')
    .whereNull('u.disabled_at')
    .select<{ user_id: string; chat_id: string }[]>('l.user_id', 'l.chat_id');
  return new Map(rows.map((row) => [row.user_id, row.chat_id]));
}
