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
import { maskEmail } from '../../core/accounts/mask-email.ts';
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

/** What a chat is asked before a code links it: the account it joins and the one it leaves, emails masked; `nonce` answers it. */
export type LinkQuestion = { account: string; leaves: string | null; nonce: string };

type CodeFilter = { hash: string } | { askedChatId: string; nonce: string };

/** The live code's account, or the one refusal for every code that is not live. */
async function liveCode(trx: Trx, channel: ChatChannel, filter: CodeFilter, lock: boolean): Promise<{ userId: string; hash: string }> {
  const query = trx('chat_link_codes as c')
    .join('users as u', 'u.id', 'c.user_id')
    .where('c.channel', channel)
    .where('hash' in filter ? { 'c.code_hash': filter.hash } : { 'c.asked_chat_id': filter.askedChatId, 'c.asked_nonce': filter.nonce })
    .whereNull('c.used_at')
    .whereNull('u.disabled_at')
    .where('c.expires_at', '>', trx.fn.now());
  const row = await (lock ? query.forUpdate('c') : query).first<{ user_id: string; code_hash: string } | undefined>(
    'c.user_id',
    'c.code_hash',
  );
  if (!row) throw new AppError('VALIDATION', M.invalidCode);
  return { userId: row.user_id, hash: row.code_hash };
}

function hashOfTyped(channel: ChatChannel, code: unknown): { hash: string } {
  const canonical = typeof code === 'string' ? canonicalCode(channel, code) : null;
  if (!canonical) throw new AppError('VALIDATION', M.invalidCode);
  return { hash: codeHash(channel, canonical) };
}

/** The masked email of the other account `chatId` is linked to now, if any. */
async function otherAccountOfChat(trx: Trx, channel: ChatChannel, chatId: string, userId: string): Promise<string | null> {
  const row = await trx('chat_links as l')
    .join('users as u', 'u.id', 'l.user_id')
    .where({ 'l.channel': channel, 'l.chat_id': chatId })
    .whereNot('l.user_id', userId)
    .first<{ email: string } | undefined>('u.email');
  return row ? maskEmail(row.email) : null;
}

/**
 * A code arrived in `chatId`: which account it would link the chat to, and which one the chat
 * would leave. Links nothing: a code or a t.me link can come from someone else, so the chat
 * confirms first (docs/decisions/041). The code remembers this chat and a fresh nonce; only this
 * chat answering with that nonce spends it (`consumeAskedLinkCode`), so no button carries the code.
 */
export async function askLinkCode(deps: { db: Db }, channel: ChatChannel, code: string, chatId: string): Promise<LinkQuestion> {
  assertChatChannel(channel);
  return deps.db.transaction(async (trx) => {
    const { userId, hash } = await liveCode(trx, channel, hashOfTyped(channel, code), true);
    const nonce = randomBytes(9).toString('base64url');
    await trx('chat_link_codes').where({ code_hash: hash }).update({ asked_chat_id: chatId, asked_nonce: nonce });
    const owner = await trx('users').where({ id: userId }).first<{ email: string }>('email');
    return { account: maskEmail(owner.email), leaves: await otherAccountOfChat(trx, channel, chatId, userId), nonce };
  });
}

type LinkResult = LinkedChat & { leftAccount: string | null };

/**
 * Binds `chatId` to the code's account and spends the code. The account's earlier chat on the
 * channel is replaced; a chat linked to another account moves to this one, and `leftAccount`
 * names that account (email masked). A fresh link is never muted or blocked.
 */
async function spendCode(deps: { db: Db }, channel: ChatChannel, filter: CodeFilter, chatId: string): Promise<LinkResult> {
  return deps.db.transaction(async (trx) => {
    const { userId, hash } = await liveCode(trx, channel, filter, true);
    await trx('chat_link_codes').where({ code_hash: hash }).update({ used_at: trx.fn.now() });
    const leftAccount = await bindChat(trx, userId, channel, chatId);
    const linked = await findChatUser(trx, channel, chatId);
    if (!linked) throw new Error('the chat just linked is not found');
    return { ...linked, leftAccount };
  });
}

/** The bot received a confirmed `code` in `chatId` (WhatsApp's `LINK <kode> YA`): it links and is spent. */
export async function consumeLinkCode(deps: { db: Db }, channel: ChatChannel, code: string, chatId: string): Promise<LinkResult> {
  assertChatChannel(channel);
  if (!chatId) throw new Error('consumeLinkCode needs the chat id');
  return spendCode(deps, channel, hashOfTyped(channel, code), chatId);
}

/** `chatId` answered yes to the question `nonce` names (Telegram's 'Ya, Hubungkan'): that code links this chat. */
export async function consumeAskedLinkCode(deps: { db: Db }, channel: ChatChannel, chatId: string, nonce: string): Promise<LinkResult> {
  assertChatChannel(channel);
  if (!chatId) throw new Error('consumeAskedLinkCode needs the chat id');
  return spendCode(deps, channel, { askedChatId: chatId, nonce }, chatId);
}

async function bindChat(trx: Trx, userId: string, channel: ChatChannel, chatId: string): Promise<string | null> {
  // Two codes consumed at once from one chat would both try to take it: one waits for the other.
  await trx.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`chat-link:${channel}:${chatId}`]);
  const leftAccount = await otherAccountOfChat(trx, channel, chatId, userId);
  await trx('chat_links').where({ channel, chat_id: chatId }).whereNot({ user_id: userId }).delete();
  await trx('chat_links')
    .insert({ user_id: userId, channel, chat_id: chatId })
    .onConflict(['user_id', 'channel'])
    .merge({ chat_id: chatId, opted_out_at: null, blocked_at: null, created_at: trx.fn.now() });
  return leftAccount;
}

/**
 * Linking attempts a chat may make, right or wrong: a code is long enough that guessing one is
 * hopeless, and this keeps a chat (or a script behind it) from trying at all. Counted per chat and
 * channel, so one noisy chat never holds back another.
 */
export const LINK_ATTEMPT_LIMIT = { name: 'chat-link:chat', limit: 5, windowSeconds: 15 * 60 } as const satisfies RateLimitRule;

type BotLinkDeps = { db: Db; limiter: RateLimiter };
// Every step counts: an answer's nonce or a typed YA could be forged as easily as a code.
const countAttempt = (deps: BotLinkDeps, channel: ChatChannel, chatId: string) =>
  deps.limiter.enforce([{ rule: LINK_ATTEMPT_LIMIT, subject: `${channel}:${chatId}` }]);

/** What a bot runs when a chat sends a code: the attempt is counted, then the question asked. */
export async function askToLinkChat(deps: BotLinkDeps, channel: ChatChannel, code: string, chatId: string): Promise<LinkQuestion> {
  await countAttempt(deps, channel, chatId);
  return askLinkCode(deps, channel, code, chatId);
}

/** What a bot runs when a chat confirms: by the code typed again (WhatsApp) or by the question's nonce (Telegram). */
export async function linkChat(
  deps: BotLinkDeps,
  channel: ChatChannel,
  answer: { code: string } | { nonce: string },
  chatId: string,
): Promise<LinkResult> {
  await countAttempt(deps, channel, chatId);
  return 'code' in answer ? consumeLinkCode(deps, channel, answer.code, chatId) : consumeAskedLinkCode(deps, channel, chatId, answer.nonce);
}
