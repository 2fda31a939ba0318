import {
  BufferJSON,
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

// Baileys' login (creds) and Signal keys live in Postgres, never in files
// (docs/product.md#chat-bots, decision 014): one `whatsapp_auth` row per item, key `creds` or
// `<type>/<id>`, the value as JSON with Buffers spelled out by Baileys' own BufferJSON.

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

const encode = (value: unknown): string => JSON.stringify(value, BufferJSON.replacer);
const decode = (text: string): unknown => JSON.parse(text, BufferJSON.reviver);

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
export function createPostgresKeyStore(db: Db): SignalKeyStore & { clear: () => Promise<void> } {
  return {
    async get<T extends keyof SignalDataTypeMap>(type: T, ids: string[]) {
      const result: { [id: string]: SignalDataTypeMap[T] } = {};
      if (ids.length === 0) return result;
      const rows = await db('whatsapp_auth')
        .whereRaw('key = any(?::text[])', [ids.map((id) => rowKey(type, id))])
        .select<{ key: string; value: string }[]>('key', db.raw('value::text as value'));
      const prefix = `${type}/`;
      for (const row of rows) {
        let value = decode(row.value);
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
          else writes.push({ key: rowKey(type, id), value: encode(value) });
        }
      }
      if (writes.length === 0 && deletes.length === 0) return;
      await db.transaction(async (trx) => {
        if (deletes.length) await trx('whatsapp_auth').whereRaw('key = any(?::text[])', [deletes]).delete();
        await upsert(trx, writes);
      });
    },

    /** Every key, but not the login itself. */
    async clear() {
      await db('whatsapp_auth').whereNot({ key: CREDS_KEY }).delete();
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

export async function readCreds(db: Db): Promise<AuthenticationCreds | null> {
  const row = await db('whatsapp_auth').where({ key: CREDS_KEY }).first<{ value: string } | undefined>(db.raw('value::text as value'));
  return row ? (decode(row.value) as AuthenticationCreds) : null;
}

/** The Postgres twin of Baileys' useMultiFileAuthState. */
export async function usePostgresAuthState(db: Db, options: { logger?: BaileysLogger } = {}): Promise<PostgresAuthState> {
  const creds = (await readCreds(db)) ?? initAuthCreds();
  const keys = makeCacheableSignalKeyStore(createPostgresKeyStore(db), options.logger);
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
        if (!cleared) await upsert(db, [{ key: CREDS_KEY, value: encode(creds) }]);
      });
      return waiting;
    },
    clearAll: () =>
      inTurn(async () => {
        cleared = true;
        await keys.clear?.();
        await db('whatsapp_auth').delete();
      }),
  };
}
