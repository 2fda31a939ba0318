import { randomBytes } from 'node:crypto';
import { proto, type SignalDataTypeMap } from '@whiskeysockets/baileys';
import { describe, expect, it } from 'vitest';
import { createPostgresKeyStore, readCreds, SIGNAL_KEY_TYPES, usePostgresAuthState } from '../../infra/whatsapp/postgres-auth-state.ts';
import { freshDatabase } from '../helpers/database.ts';

// Baileys' login state in Postgres (decision 014): every key type of the pinned Baileys survives
// the trip through jsonb, null deletes, and a new instance (a restarted bot) reads the same state.

const { db } = await freshDatabase();

const bytes = (n = 32) => new Uint8Array(randomBytes(n));

/** One realistic value per key type, shaped as Baileys writes it. */
function sampleValues(): { [T in keyof SignalDataTypeMap]: SignalDataTypeMap[T] } {
  return {
    'pre-key': { public: bytes(), private: bytes() },
    session: bytes(120),
    'sender-key': bytes(80),
    'sender-key-memory': { '120363000000000000@g.us': true, '1234567890:3@lid': false },
    'app-state-sync-key': proto.Message.AppStateSyncKeyData.fromObject({
      keyData: randomBytes(32),
      fingerprint: { rawId: 7, currentIndex: 2, deviceIndexes: [0, 2] },
      timestamp: 1_700_000_000,
    }),
    'app-state-sync-version': { version: 12, hash: randomBytes(128), indexValueMap: { 'aW5kZXg=': { valueMac: randomBytes(32) } } },
    'lid-mapping': '201234567890123@lid',
    'device-list': ['0', '3', '17'],
    tctoken: { token: randomBytes(24), timestamp: '1700000000' },
    'identity-key': bytes(33),
  };
}

/** What a value reads back as: Baileys' reviver turns every byte array into a Buffer. */
function asStored(value: unknown): unknown {
  if (value instanceof Uint8Array) return Buffer.from(value);
  if (Array.isArray(value)) return value.map(asStored);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== undefined)
        .map(([key, item]) => [key, asStored(item)]),
    );
  return value;
}

describe('the Postgres Signal key store', () => {
  it('round-trips every key type of this Baileys version', async () => {
    const store = createPostgresKeyStore(db);
    const values = sampleValues();
    expect(Object.keys(values).sort()).toEqual([...SIGNAL_KEY_TYPES].sort());
    await store.set(Object.fromEntries(SIGNAL_KEY_TYPES.map((type) => [type, { 'id:1': values[type] }])));

    for (const type of SIGNAL_KEY_TYPES) {
      const read = await store.get(type, ['id:1', 'missing']);
      expect(Object.keys(read), type).toEqual(['id:1']);
      if (type === 'app-state-sync-key') {
        const key = read['id:1'] as proto.Message.IAppStateSyncKeyData;
        expect(key).toBeInstanceOf(proto.Message.AppStateSyncKeyData);
        expect(Buffer.from(key.keyData!)).toEqual(Buffer.from(values[type].keyData!));
        expect(key.fingerprint).toMatchObject({ rawId: 7, currentIndex: 2, deviceIndexes: [0, 2] });
      } else {
        expect(read['id:1'], type).toEqual(asStored(values[type]));
      }
    }
    const pair = (await store.get('pre-key', ['id:1']))['id:1']!;
    expect(Buffer.isBuffer(pair.private)).toBe(true);
  });

  it('deletes a key given null, in the same transaction as the writes beside it', async () => {
    const store = createPostgresKeyStore(db);
    await store.set({ session: { 'a.0': bytes(), 'b.0': bytes() }, 'pre-key': { '5': { public: bytes(), private: bytes() } } });
    await store.set({ session: { 'a.0': null, 'c.0': bytes() }, 'pre-key': { '5': null } });
    expect(Object.keys(await store.get('session', ['a.0', 'b.0', 'c.0'])).sort()).toEqual(['b.0', 'c.0']);
    expect(await store.get('pre-key', ['5'])).toEqual({});

    // A write that fails leaves the deletes of its batch undone.
    await expect(store.set({ session: { 'b.0': null }, 'device-list': { bad: 'x\u0000' as unknown as string[] } })).rejects.toThrow();
    expect(Object.keys(await store.get('session', ['b.0']))).toEqual(['b.0']);
  });

  it('stores a first login’s hundreds of pre-keys in one call', async () => {
    const store = createPostgresKeyStore(db);
    const many = Object.fromEntries(Array.from({ length: 1_200 }, (_, i) => [String(10_000 + i), { public: bytes(), private: bytes() }]));
    await store.set({ 'pre-key': many });
    expect(Object.keys(await store.get('pre-key', Object.keys(many)))).toHaveLength(1_200);
  });
});

describe('the auth state', () => {
  it('survives a restart: a new instance reads the same creds and keys from Postgres', async () => {
    await db('whatsapp_auth').delete();
    const first = await usePostgresAuthState(db);
    expect(await readCreds(db)).toBeNull();
    first.state.creds.registered = true;
    first.state.creds.me = { id: '6281200000000:7@s.whatsapp.net', name: 'Ajarin' };
    await first.saveCreds();
    const values = sampleValues();
    await first.state.keys.set({
      session: { 'x.1': values.session },
      'lid-mapping': { '6281200000000': values['lid-mapping'] },
      tctoken: { 'y@lid': values.tctoken },
    });

    const second = await usePostgresAuthState(db);
    expect(second.state.creds).toEqual(asStored(first.state.creds));
    expect(Buffer.isBuffer(second.state.creds.noiseKey.private)).toBe(true);
    expect(second.state.creds.registered).toBe(true);
    expect(await second.state.keys.get('session', ['x.1'])).toEqual({ 'x.1': Buffer.from(values.session) });
    expect(await second.state.keys.get('lid-mapping', ['6281200000000'])).toEqual({ '6281200000000': values['lid-mapping'] });
    expect(await second.state.keys.get('tctoken', ['y@lid'])).toEqual({ 'y@lid': values.tctoken });

    // Logged out: everything goes, and the next start begins a new login.
    await second.clearAll();
    expect(await db('whatsapp_auth').count<{ count: number }[]>('* as count')).toEqual([{ count: 0 }]);
    const third = await usePostgresAuthState(db);
    expect(third.state.creds.registered).toBe(false);
    expect(await third.state.keys.get('session', ['x.1'])).toEqual({});
  });

  it('saves the creds one at a time, each as they are when it runs, so an older snapshot never lands last', async () => {
    await db('whatsapp_auth').delete();
    const auth = await usePostgresAuthState(db);
    auth.state.creds.nextPreKeyId = 10;
    await auth.saveCreds();

    // Hold the creds row, as a slow commit would, while Baileys reports three changes in a row.
    const holder = await db.client.acquireConnection();
    await db.raw('begin').connection(holder);
    await db.raw(`select 1 from whatsapp_auth where key = 'creds' for update`).connection(holder);
    const saves: Promise<void>[] = [];
    for (const next of [11, 12, 13]) {
      auth.state.creds.nextPreKeyId = next;
      saves.push(auth.saveCreds());
    }
    const waitingOnTheRow = async () =>
      Number(
        (
          await db.raw(
            `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query ilike '%whatsapp_auth%'`,
          )
        ).rows[0].n,
      );
    for (let tries = 0; (await waitingOnTheRow()) === 0 && tries < 200; tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    // Saves issued at once would all queue on the row by now, and commit in whatever order they get it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await waitingOnTheRow()).toBe(1);
    await db.raw('commit').connection(holder);
    await db.client.releaseConnection(holder);
    await Promise.all(saves);
    expect((await readCreds(db))?.nextPreKeyId).toBe(13);

    // Logged out in the middle of saves: none lands after the login was cleared.
    auth.state.creds.nextPreKeyId = 14;
    const late = auth.saveCreds();
    await auth.clearAll();
    auth.state.creds.nextPreKeyId = 15;
    await Promise.all([late, auth.saveCreds()]);
    expect(await readCreds(db)).toBeNull();
  });
});
