import { randomBytes, randomInt } from 'node:crypto';
import type { Actor } from '../../core/accounts/actor.ts';
import {
  CHAT_LINK_MESSAGES as M,
  isChatChannel,
  LINK_CODE_TTL_MINUTES,
  TELEGRAM_LINK_TOKEN,
  WHATSAPP_CODE_ALPHABET,
  WHATSAPP_LINK_CODE,
  type ChatChannel,
  type LinkCode,
} from '../../core/chat-links/chat-links.ts';
import { AppError, forbidden } from '../../core/errors.ts';
import type { Db, Trx } from '../../infra/db.ts';
import type { RateLimiter, RateLimitRule } from '../../infra/rate-limit.ts';
import { hashToken } from '../../infra/tokens.ts';
import { findChatUser, type LinkedChat } from './linked-chats.ts';

// One-time codes that bind a chat to an account (docs/product.md#chat-links). Only a hash is
// stored: a database reader learns no code. A code is valid for 30 minutes, once, and only the
// newest one of a user and channel is valid.

export function assertChatChannel(channel: unknown): asserts channel is ChatChannel {
  if (!isChatChannel(channel)) throw new AppError('VALIDATION', M.invalidChannel, { field: 'channel' });
}

function newCode(channel: ChatChannel): string {
  // 24 random bytes are exactly 32 base64url characters (192 bits).
  if (channel === 'telegram') return randomBytes(24).toString('base64url');
  return Array.from({ length: 8 }, () => WHATSAPP_CODE_ALPHABET[randomInt(WHATSAPP_CODE_ALPHABET.length)]).join('');
}

/** What a user typed, in the code's canonical form, or null when it cannot be a code. WhatsApp codes are typed by hand: case and spaces around do not matter. */
function canonicalCode(channel: ChatChannel, code: string): string | null {
  const trimmed = code.trim();
  const canonical = channel === 'whatsapp' ? trimmed.toUpperCase() : trimmed;
  return (channel === 'telegram' ? TELEGRAM_LINK_TOKEN : WHATSAPP_LINK_CODE).test(canonical) ? canonical : null;
}

// The channel is part of the hashed text: a Telegram token never matches as a WhatsApp code.
const codeHash = (channel: ChatChannel, code: string) => hashToken(`${channel}:${code}`);

/** A new code for the actor's account on `channel`; their older codes for it stop working. */
export async function createLinkCode(deps: { db: Db }, actor: Actor, channel: ChatChannel): Promise<LinkCode> {
  assertChatChannel(channel);
  return deps.db.transaction(async (trx) => {
    // The user row lock orders two simultaneous requests, so exactly one code survives.
    const user = await trx('users').where({ id: actor.id }).whereNull('disabled_at').forUpdate().first('id');
    if (!user) throw forbidden();
    await trx('chat_link_codes').where({ user_id: actor.id, channel }).delete();
    // A WhatsApp code may, very rarely, equal another user's live one: draw again.
    for (;;) {
      const code = newCode(channel);
      const [row] = await trx('chat_link_codes')
        .insert({
          code_hash: codeHash(channel, code),
          user_id: actor.id,
          channel,
          expires_at: trx.raw(`now() + interval '${LINK_CODE_TTL_MINUTES} minutes'`),
        })
        .onConflict('code_hash')
        .ignore()
        .returning<{ expires_at: Date }[]>('expires_at');
      if (row) return { channel, code, expiresAt: row.expires_at.toISOString() };
    }
  });
}

/**
 * The bot received `code` in `chatId`: binds that chat to the code's account and spends the code.
 * The account's earlier chat on the channel is replaced; a chat linked to another account moves
 * to this one. A fresh link is never muted or blocked.
 */
export async function consumeLinkCode(deps: { db: Db }, channel: ChatChannel, code: string, chatId: string): Promise<LinkedChat> {
  assertChatChannel(channel);
  if (!chatId) throw new Error('consumeLinkCode needs the chat id');
  const canonical = typeof code === 'string' ? canonicalCode(channel, code) : null;
  if (!canonical) throw new AppError('VALIDATION', M.invalidCode);
  return deps.db.transaction(async (trx) => {
    const row = await trx('chat_link_codes as c')
      .join('users as u', 'u.id', 'c.user_id')
      .where({ 'c.code_hash': codeHash(channel, canonical), 'c.channel': channel })
      .whereNull('c.used_at')
      .whereNull('u.disabled_at')
      .where('c.expires_at', '>', trx.fn.now())
      .forUpdate('c')
      .first<{ user_id: string } | undefined>('c.user_id');
    if (!row) throw new AppError('VALIDATION', M.invalidCode);
    await trx('chat_link_codes')
      .where({ code_hash: codeHash(channel, canonical) })
      .update({ used_at: trx.fn.now() });
    await bindChat(trx, row.user_id, channel, chatId);
    const linked = await findChatUser(trx, channel, chatId);
    if (!linked) throw new Error('the chat just linked is not found');
    return linked;
  });
}

async function bindChat(trx: Trx, userId: string, channel: ChatChannel, chatId: string): Promise<void> {
  // Two codes consumed at once from one chat would both try to take it: one waits for the other.
  await trx.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`chat-link:${channel}:${chatId}`]);
  await trx('chat_links').where({ channel, chat_id: chatId }).whereNot({ user_id: userId }).delete();
  await trx('chat_links')
    .insert({ user_id: userId, channel, chat_id: chatId })
    .onConflict(['user_id', 'channel'])
    .merge({ chat_id: chatId, opted_out_at: null, blocked_at: null, created_at: trx.fn.now() });
}

/**
 * Linking attempts a chat may make, right or wrong: a code is long enough that guessing one is
 * hopeless, and this keeps a chat (or a script behind it) from trying at all. Counted per chat and
 * channel, so one noisy chat never holds back another.
 */
export const LINK_ATTEMPT_LIMIT = { name: 'chat-link:chat', limit: 5, windowSeconds: 15 * 60 } as const satisfies RateLimitRule;

/** What a bot runs when a chat sends a code: the attempt is counted, then the code spent. */
export async function linkChat(
  deps: { db: Db; limiter: RateLimiter },
  channel: ChatChannel,
  code: string,
  chatId: string,
): Promise<LinkedChat> {
  await deps.limiter.enforce([{ rule: LINK_ATTEMPT_LIMIT, subject: `${channel}:${chatId}` }]);
  return consumeLinkCode(deps, channel, code, chatId);
}
