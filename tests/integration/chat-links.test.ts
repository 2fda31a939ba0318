import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../core/accounts/actor.ts';
import { CHAT_LINK_MESSAGES } from '../../core/chat-links/chat-links.ts';
import { hashToken } from '../../infra/tokens.ts';
import { listLinkedChats, unlinkChat } from '../../services/chat-links/account-chats.ts';
import { consumeLinkCode, createLinkCode } from '../../services/chat-links/link-codes.ts';
import { activeChatIds, findChatUser, markChatBlocked, setChatMuted } from '../../services/chat-links/linked-chats.ts';
import { freshDatabase } from '../helpers/database.ts';

// Binding a Telegram or WhatsApp chat to an account with a one-time code (docs/product.md#chat-links),
// and the chat states the bots and the send workers read.

const { db } = await freshDatabase();
const deps = { db };

async function user(role: Actor['role'] = 'tutor', name = 'Siti Rahma'): Promise<Actor> {
  const email = `${role}.${randomBytes(5).toString('hex')}@example.com`;
  const [row] = await db('users')
    .insert({ email, password_hash: 'x', role, name, email_confirmed_at: db.fn.now() })
    .returning<{ id: string }[]>('id');
  return { id: row!.id, role };
}

let chatSequence = 0;
const newChatId = () => String(7_000_000 + ++chatSequence);
const invalid = { code: 'VALIDATION', message: CHAT_LINK_MESSAGES.invalidCode };

describe('linking codes', () => {
  it('have the channel formats, are stored only as a hash, and expire after 30 minutes', async () => {
    const tutor = await user();
    const telegram = await createLinkCode(deps, tutor, 'telegram');
    expect(telegram.code).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const whatsapp = await createLinkCode(deps, tutor, 'whatsapp');
    expect(whatsapp.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);

    const rows = await db('chat_link_codes').where({ user_id: tutor.id }).select('code_hash', 'channel', 'expires_at', 'created_at');
    expect(rows).toHaveLength(2);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(telegram.code);
    expect(stored).not.toContain(whatsapp.code);
    expect(rows.map((row) => row.code_hash).sort()).toEqual(
      [hashToken(`telegram:${telegram.code}`), hashToken(`whatsapp:${whatsapp.code}`)].sort(),
    );
    for (const row of rows) expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(30 * 60_000);
    expect(new Date(telegram.expiresAt).getTime()).toBe(rows.find((row) => row.channel === 'telegram')!.expires_at.getTime());
  });

  it('links the chat once; a second use, an expired code, a wrong channel and garbage are refused', async () => {
    const tutor = await user('tutor', 'Budi Tutor');
    const { code } = await createLinkCode(deps, tutor, 'telegram');
    const chatId = newChatId();
    await expect(consumeLinkCode(deps, 'whatsapp', code, chatId)).rejects.toMatchObject(invalid);
    const linked = await consumeLinkCode(deps, 'telegram', code, chatId);
    expect(linked).toEqual({
      userId: tutor.id,
      role: 'tutor',
      name: 'Budi Tutor',
      channel: 'telegram',
      chatId,
      mutedAt: null,
      blockedAt: null,
      // A chat no other account held: nothing left behind to name.
      leftAccount: null,
    });
    await expect(consumeLinkCode(deps, 'telegram', code, newChatId())).rejects.toMatchObject(invalid);
    const { leftAccount: _none, ...chat } = linked;
    expect(await findChatUser(db, 'telegram', chatId)).toEqual(chat);

    const late = await createLinkCode(deps, await user(), 'telegram');
    await db('chat_link_codes')
      .where({ code_hash: hashToken(`telegram:${late.code}`) })
      .update({ expires_at: db.raw(`now() - interval '1 second'`) });
    await expect(consumeLinkCode(deps, 'telegram', late.code, newChatId())).rejects.toMatchObject(invalid);

    for (const garbage of ['', 'abc', 'x'.repeat(33), 'ABCDEFGH', `${code.slice(0, 31)}!`]) {
      await expect(consumeLinkCode(deps, 'telegram', garbage, newChatId())).rejects.toMatchObject(invalid);
    }
  });

  it('accepts a WhatsApp code typed in lower case with spaces', async () => {
    const customer = await user('customer', 'Rina Siswa');
    const { code } = await createLinkCode(deps, customer, 'whatsapp');
    const chatId = `62812${chatSequence++}@s.whatsapp.net`;
    expect(await consumeLinkCode(deps, 'whatsapp', `  ${code.toLowerCase()} `, chatId)).toMatchObject({
      userId: customer.id,
      role: 'customer',
      chatId,
    });
  });

  it('keeps only the newest code of a user and channel', async () => {
    const tutor = await user();
    const first = await createLinkCode(deps, tutor, 'telegram');
    const other = await createLinkCode(deps, tutor, 'whatsapp');
    const second = await createLinkCode(deps, tutor, 'telegram');
    await expect(consumeLinkCode(deps, 'telegram', first.code, newChatId())).rejects.toMatchObject(invalid);
    expect(await consumeLinkCode(deps, 'telegram', second.code, newChatId())).toMatchObject({ userId: tutor.id });
    expect(await consumeLinkCode(deps, 'whatsapp', other.code, newChatId())).toMatchObject({ userId: tutor.id, channel: 'whatsapp' });
  });

  it('refuses a code once its user is disabled, and an unknown channel', async () => {
    const tutor = await user();
    const { code } = await createLinkCode(deps, tutor, 'telegram');
    await db('users').where({ id: tutor.id }).update({ disabled_at: db.fn.now() });
    await expect(consumeLinkCode(deps, 'telegram', code, newChatId())).rejects.toMatchObject(invalid);
    await expect(createLinkCode(deps, tutor, 'telegram')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(createLinkCode(deps, await user(), 'sms' as never)).rejects.toMatchObject({
      code: 'VALIDATION',
      message: CHAT_LINK_MESSAGES.invalidChannel,
    });
  });
});

describe('linked chats', () => {
  it('relinking moves the account to the new chat, and clears a mute and a block', async () => {
    const tutor = await user();
    const oldChat = newChatId();
    await consumeLinkCode(deps, 'telegram', (await createLinkCode(deps, tutor, 'telegram')).code, oldChat);
    await setChatMuted(db, 'telegram', oldChat, true);
    await markChatBlocked(db, 'telegram', oldChat);

    const newChat = newChatId();
    const moved = await consumeLinkCode(deps, 'telegram', (await createLinkCode(deps, tutor, 'telegram')).code, newChat);
    expect(moved).toMatchObject({ userId: tutor.id, chatId: newChat, mutedAt: null, blockedAt: null });
    expect(await findChatUser(db, 'telegram', oldChat)).toBeNull();
    expect(await db('chat_links').where({ user_id: tutor.id })).toHaveLength(1);
  });

  it('a chat linked to another account moves to the account whose code it sends', async () => {
    const first = await user('tutor', 'Pertama');
    const second = await user('customer', 'Kedua');
    const chatId = newChatId();
    await consumeLinkCode(deps, 'telegram', (await createLinkCode(deps, first, 'telegram')).code, chatId);
    await consumeLinkCode(deps, 'telegram', (await createLinkCode(deps, second, 'telegram')).code, chatId);
    expect(await findChatUser(db, 'telegram', chatId)).toMatchObject({ userId: second.id, role: 'customer', name: 'Kedua' });
    expect(await listLinkedChats(deps, first)).toEqual([]);
  });

  it('mute, unmute and block are what activeChatIds honours; a disabled user has no chat', async () => {
    const [muted, blocked, active, disabled, unlinked] = await Promise.all([user(), user(), user(), user(), user()]);
    const chats = new Map<string, string>();
    for (const actor of [muted, blocked, active, disabled]) {
      const chatId = newChatId();
      chats.set(actor.id, chatId);
      await consumeLinkCode(deps, 'telegram', (await createLinkCode(deps, actor, 'telegram')).code, chatId);
    }
    const mutedChat = await setChatMuted(db, 'telegram', chats.get(muted.id)!, true);
    expect(mutedChat?.mutedAt).toEqual(expect.any(String));
    await markChatBlocked(db, 'telegram', chats.get(blocked.id)!);
    await db('users').where({ id: disabled.id }).update({ disabled_at: db.fn.now() });

    const everyone = [muted.id, blocked.id, active.id, disabled.id, unlinked.id];
    expect(await activeChatIds(db, 'telegram', everyone)).toEqual(new Map([[active.id, chats.get(active.id)]]));
    expect(await activeChatIds(db, 'whatsapp', everyone)).toEqual(new Map());
    expect(await activeChatIds(db, 'telegram', [])).toEqual(new Map());
    expect(await findChatUser(db, 'telegram', chats.get(disabled.id)!)).toBeNull();
    expect(await findChatUser(db, 'telegram', chats.get(blocked.id)!)).toMatchObject({ blockedAt: expect.any(String), mutedAt: null });

    // '/mulai' undoes the mute, and a block too: the user is writing to us.
    expect(await setChatMuted(db, 'telegram', chats.get(muted.id)!, false)).toMatchObject({ mutedAt: null, blockedAt: null });
    expect(await setChatMuted(db, 'telegram', chats.get(blocked.id)!, false)).toMatchObject({ mutedAt: null, blockedAt: null });
    expect([...(await activeChatIds(db, 'telegram', everyone)).keys()].sort()).toEqual([muted.id, blocked.id, active.id].sort());
    expect(await setChatMuted(db, 'telegram', newChatId(), true)).toBeNull();
  });

  it('muting twice keeps the first time', async () => {
    const tutor = await user();
    const chatId = newChatId();
    await consumeLinkCode(deps, 'whatsapp', (await createLinkCode(deps, tutor, 'whatsapp')).code, chatId);
    const first = await setChatMuted(db, 'whatsapp', chatId, true);
    const again = await setChatMuted(db, 'whatsapp', chatId, true);
    expect(again?.mutedAt).toBe(first?.mutedAt);
  });

  it('the account lists its chats without chat ids, and unlinking stops sends and voids a pending code', async () => {
    const customer = await user('customer');
    const telegramChat = newChatId();
    const whatsappChat = `62813${chatSequence++}@s.whatsapp.net`;
    await consumeLinkCode(deps, 'whatsapp', (await createLinkCode(deps, customer, 'whatsapp')).code, whatsappChat);
    await consumeLinkCode(deps, 'telegram', (await createLinkCode(deps, customer, 'telegram')).code, telegramChat);
    const listed = await listLinkedChats(deps, customer);
    expect(listed.map((chat) => chat.channel)).toEqual(['telegram', 'whatsapp']);
    expect(listed[0]).toEqual({ channel: 'telegram', linkedAt: expect.any(String), mutedAt: null, blockedAt: null });
    expect(JSON.stringify(listed)).not.toContain(whatsappChat.slice(0, 8));

    const pending = await createLinkCode(deps, customer, 'telegram');
    expect(await unlinkChat(deps, customer, 'telegram')).toEqual({ unlinked: true });
    expect(await unlinkChat(deps, customer, 'telegram')).toEqual({ unlinked: false });
    expect(await findChatUser(db, 'telegram', telegramChat)).toBeNull();
    expect(await activeChatIds(db, 'telegram', [customer.id])).toEqual(new Map());
    await expect(consumeLinkCode(deps, 'telegram', pending.code, telegramChat)).rejects.toMatchObject(invalid);
    expect((await listLinkedChats(deps, customer)).map((chat) => chat.channel)).toEqual(['whatsapp']);
  });

  it('two codes consumed at once from one chat leave it linked to exactly one account', async () => {
    const [a, b] = await Promise.all([user(), user()]);
    const chatId = newChatId();
    const [codeA, codeB] = await Promise.all([createLinkCode(deps, a, 'telegram'), createLinkCode(deps, b, 'telegram')]);
    const results = await Promise.allSettled([
      consumeLinkCode(deps, 'telegram', codeA.code, chatId),
      consumeLinkCode(deps, 'telegram', codeB.code, chatId),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(await db('chat_links').where({ channel: 'telegram', chat_id: chatId })).toHaveLength(1);
  });
});
