import {
  initAuthCreds,
  makeCacheableSignalKeyStore,
  proto,
  type AuthenticationCreds,
  type AuthenticationState,
  type SignalDataSet,
  type SignalDataTypeMap,
  type SignalKeyStore,
} from '@whiskeysockets/baileys';
import type { Db } from '../db.ts';
import { checkFence, type LockFence } from '../single-instance.ts';
import { createAuthCodec, type AuthCodec } from './auth-encryption.ts';

// Baileys' login (creds) and Signal keys live in Postgres, never in files
// (docs/product.md#chat-bots, decision 014): one `whatsapp_auth` row per item, key `creds` or
// `<type>/<id>`, the value as JSON with Buffers spelled out by Baileys' own BufferJSON, sealed
// with WHATSAPP_AUTH_KEY when it is set (./auth-encryption.ts). Every write carries the instance
// lock's fence when given (decision 038): a process that lost the lock cannot overwrite the keys
// of the one that holds it now.

/** Every key type of this Baileys version; the check below fails to compile when a new one appears. */
export const SIGNAL_KEY_TYPES = [
  'pre-key',
  'session',
  'sender-key',
  'sender-key-memory',
  'app-state-sync-key',
  'app-state-sync-version',
  'lid-mapping',
  'device-list',
  'tctoken',
  'identity-key',
] as const satisfies readonly (keyof SignalDataTypeMap)[];
type Uncovered = Exclude<keyof SignalDataTypeMap, (typeof SIGNAL_KEY_TYPES)[number]>;
const everyKeyTypeCovered: [Uncovered] extends [never] ? true : Uncovered = true;
void everyKeyTypeCovered;

/** Baileys' logger interface (the package does not export its name); a pino logger fits it. */
export type BaileysLogger = NonNullable<Parameters<typeof makeCacheableSignalKeyStore>[1]>;

const CREDS_KEY = 'creds';
const rowKey = (type: keyof SignalDataTypeMap, id: string) => `${type}/${id}`;

/** One statement per this many rows: a first login writes hundreds of pre-keys at once. */
const ROWS_PER_STATEMENT = 500;

/** Who may write, and how rows are sealed: both optional (development, tests). */
export type AuthProtection = {
  /** WHATSAPP_AUTH_KEY: rows are sealed with it, and a login sealed with another key is refused. */
  key?: string;
  /** The instance lock's holding: each write commits only while it is the newest. */
  fence?: LockFence;
};

/** `work` in a transaction that commits only while `fence` is the newest holding (no fence: as it comes). */
const fenced = (db: Db, fence: LockFence | undefined, work: (db: Db) => Promise<unknown>): Promise<unknown> =>
  fence
    ? db.transaction(async (trx) => {
        await checkFence(trx, fence);
        await work(trx);
      })
    : work(db);

async function upsert(db: Db, rows: { key: string; value: string }[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
    await db('whatsapp_auth')
      .insert(chunk.map((row) => ({ key: row.key, value: db.raw('?::jsonb', [row.value]) })))
      .onConflict('key')
      .merge({ value: db.raw('excluded.value'), updated_at: db.fn.now() });
  }
}

/**
 * The raw key store: reads go to Postgres every time (makeCacheableSignalKeyStore caches in front
 * of it), and one `set` is one transaction, so a batch of keys Baileys writes together is stored
 * together or not at all. A null value deletes its key.
 */
export function createPostgresKeyStore(db: Db, protection: AuthProtection = {}): SignalKeyStore & { clear: () => Promise<void> } {
  return keyStore(db, createAuthCodec(protection.key), protection.fence);
}

function keyStore(db: Db, codec: AuthCodec, fence: LockFence | undefined): SignalKeyStore & { clear: () => Promise<void> } {
  return {
    async get<T extends keyof SignalDataTypeMap>(type: T, ids: string[]) {
      const result: { [id: string]: SignalDataTypeMap[T] } = {};
      if (ids.length === 0) return result;
      const rows = await db('whatsapp_auth')
        .whereRaw('key = any(?::text[])', [ids.map((id) => rowKey(type, id))])
        .select<{ key: string; value: string }[]>('key', db.raw('value::text as value'));
      const prefix = `${type}/`;
      for (const row of rows) {
        let value = codec.decode(row.key, row.value);
        // Baileys reads this one as a protobuf object, as its own file store does.
        if (type === 'app-state-sync-key' && value) value = proto.Message.AppStateSyncKeyData.fromObject(value as object);
        result[row.key.slice(prefix.length)] = value as SignalDataTypeMap[T];
      }
      return result;
    },

    async set(data: SignalDataSet) {
      const writes: { key: string; value: string }[] = [];
      const deletes: string[] = [];
      for (const type of Object.keys(data) as (keyof SignalDataTypeMap)[]) {
        for (const [id, value] of Object.entries(data[type] ?? {})) {
          if (value === null || value === undefined) deletes.push(rowKey(type, id));
          else writes.push({ key: rowKey(type, id), value: codec.encode(rowKey(type, id), value) });
        }
      }
      if (writes.length === 0 && deletes.length === 0) return;
      await db.transaction(async (trx) => {
        if (fence) await checkFence(trx, fence);
        if (deletes.length) await trx('whatsapp_auth').whereRaw('key = any(?::text[])', [deletes]).delete();
        await upsert(trx, writes);
      });
    },

    /** Every key, but not the login itself. */
    async clear() {
      await fenced(db, fence, (trx) => trx('whatsapp_auth').whereNot({ key: CREDS_KEY }).delete());
    },
  };
}

export type PostgresAuthState = {
  /** What makeWASocket takes as `auth`: creds plus the cached key store. */
  state: AuthenticationState;
  /**
   * Stores the creds (on every 'creds.update'). Saves run one at a time and each writes the creds
   * as they are when it runs, so an older snapshot can never commit after a newer one (that would
   * bring back a spent pre-key id after a restart); calls made while one waits share it.
   */
  saveCreds: () => Promise<void>;
  /** Forgets the login and every key (logged out from the phone): the next start shows a QR again. No save lands after it. */
  clearAll: () => Promise<void>;
};

/** The stored creds, opened with `key`; throws WhatsAppAuthKeyError when they are sealed with another key or there is none. */
export async function readCreds(db: Db, key?: string): Promise<AuthenticationCreds | null> {
  return readStoredCreds(db, createAuthCodec(key));
}

async function readStoredCreds(db: Db, codec: AuthCodec): Promise<AuthenticationCreds | null> {
  const row = await db('whatsapp_auth').where({ key: CREDS_KEY }).first<{ value: string } | undefined>(db.raw('value::text as value'));
  return row ? (codec.decode(CREDS_KEY, row.value) as AuthenticationCreds) : null;
}

/** Rows written before there was a key, sealed now; how many. */
async function sealPlainRows(db: Db, codec: AuthCodec, fence: LockFence | undefined): Promise<number> {
  if (!codec.sealing) return 0;
  const plain = await db('whatsapp_auth')
    .whereRaw(`jsonb_typeof(value -> 'sealed') is distinct from 'string'`)
    .select<{ key: string; value: string }[]>('key', db.raw('value::text as value'));
  if (plain.length === 0) return 0;
  const rows = plain.map((row) => ({ key: row.key, value: codec.seal(row.key, row.value) }));
  await fenced(db, fence, (trx) => upsert(trx, rows));
  return rows.length;
}

/**
 * The Postgres twin of Baileys' useMultiFileAuthState. Throws WhatsAppAuthKeyError, having
 * written nothing, when the stored login is sealed with another key than `key` (or `key` is unset):
 * the caller must not log in over it.
 */
export async function usePostgresAuthState(db: Db, options: AuthProtection & { logger?: BaileysLogger } = {}): Promise<PostgresAuthState> {
  const { fence, logger } = options;
  const codec = createAuthCodec(options.key);
  const creds = (await readStoredCreds(db, codec)) ?? initAuthCreds();
  const sealed = await sealPlainRows(db, codec, fence);
  if (sealed > 0) logger?.info({ rows: sealed }, 'sealed the WhatsApp login rows stored before WHATSAPP_AUTH_KEY');
  const keys = makeCacheableSignalKeyStore(keyStore(db, codec, fence), logger);
  let last: Promise<unknown> = Promise.resolve();
  let waiting: Promise<void> | undefined;
  let cleared = false;
  /** Runs `work` after every write queued before it. */
  const inTurn = (work: () => Promise<void>): Promise<void> => {
    const turn = last.then(work);
    last = turn.catch(() => {});
    return turn;
  };
  return {
    state: { creds, keys },
    saveCreds: () => {
      waiting ??= inTurn(async () => {
        waiting = undefined;
        if (!cleared) await fenced(db, fence, (trx) => upsert(trx, [{ key: CREDS_KEY, value: codec.encode(CREDS_KEY, creds) }]));
      });
      return waiting;
    },
    clearAll: () =>
      inTurn(async () => {
        cleared = true;
        await keys.clear?.();
        await fenced(db, fence, (trx) => trx('whatsapp_auth').delete());
      }),
  };
}
