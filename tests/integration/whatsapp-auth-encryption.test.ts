import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BufferJSON, type AuthenticationCreds } from '@whiskeysockets/baileys';
import { pino } from 'pino';
import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createBotServices } from '../../bot/bot-services.ts';
import { baileysTransport } from '../../bot/whatsapp/baileys-transport.ts';
import { startWhatsApp } from '../../bot/whatsapp/start-whatsapp.ts';
import { loadConfig } from '../../infra/config.ts';
import { createStorage } from '../../infra/storage.ts';
import { WhatsAppAuthKeyError } from '../../infra/whatsapp/auth-encryption.ts';
import { createPostgresKeyStore, readCreds, usePostgresAuthState } from '../../infra/whatsapp/postgres-auth-state.ts';
import { loggedInCreds as pairSuccessCreds } from '../../dev/whatsapp-emulator/login.ts';
import { freshDatabase, redisPrefix } from '../helpers/database.ts';
import { fakeWhatsAppSockets } from '../helpers/fake-whatsapp.ts';

// The WhatsApp login sealed with WHATSAPP_AUTH_KEY (decision 038): nothing of it reads in the
// database, a copy of the database with another key or none cannot open it (and writes nothing
// over it), rows stored plain before there was a key are sealed at the next start, and the bot
// logs in with its key's login but never connects when its key does not open the one stored.

const { db } = await freshDatabase();
const KEY = randomBytes(32).toString('base64url');
const OTHER_KEY = randomBytes(32).toString('base64url');
const logger = pino({ level: 'silent' });

/** A completed login as Baileys' pair-success leaves it (the bot counts nothing less as logged in). */
const loggedInCreds = () => pairSuccessCreds('6281300000000', 4);

const storedRows = async () =>
  (await db('whatsapp_auth').orderBy('key').select<{ key: string; value: string }[]>('key', db.raw('value::text as value'))).map((row) => ({
    key: row.key,
    value: row.value,
  }));

/** The same creds as they read back: BufferJSON's trip turns every byte array into a Buffer. */
const asRead = (creds: AuthenticationCreds) => JSON.parse(JSON.stringify(creds, BufferJSON.replacer), BufferJSON.reviver) as unknown;

beforeEach(async () => {
  await db('whatsapp_auth').delete();
});

describe('the login sealed with WHATSAPP_AUTH_KEY', () => {
  it('stores nothing readable: not the noise key, the identity key, the number or a session', async () => {
    const auth = await usePostgresAuthState(db, { key: KEY });
    Object.assign(auth.state.creds, loggedInCreds());
    await auth.saveCreds();
    const session = randomBytes(120);
    await auth.state.keys.set({ session: { '6281300000001.0': session }, 'lid-mapping': { '6281300000001': '201234567890123' } });

    const rows = await storedRows();
    expect(rows.map((row) => row.key)).toEqual(['creds', 'lid-mapping/6281300000001', 'session/6281300000001.0']);
    const everything = rows.map((row) => row.value).join('\n');
    for (const secret of [
      auth.state.creds.noiseKey.private,
      auth.state.creds.signedIdentityKey.private,
      auth.state.creds.advSecretKey,
      session,
    ]) {
      expect(everything).not.toContain(Buffer.from(secret).toString('base64'));
    }
    expect(everything).not.toContain('6281300000000');
    expect(everything).not.toContain('201234567890123');
    for (const row of rows) expect(Object.keys(JSON.parse(row.value) as object)).toEqual(['sealed']);

    // The same key opens it again, as a restarted bot does.
    const again = await usePostgresAuthState(db, { key: KEY });
    expect(again.state.creds).toEqual(asRead(auth.state.creds));
    expect(await again.state.keys.get('session', ['6281300000001.0'])).toEqual({ '6281300000001.0': session });
    expect(await again.state.keys.get('lid-mapping', ['6281300000001'])).toEqual({ '6281300000001': '201234567890123' });
  });

  it('refuses a copy of the database with another key, or with none, and writes nothing over the login', async () => {
    const auth = await usePostgresAuthState(db, { key: KEY });
    Object.assign(auth.state.creds, loggedInCreds());
    await auth.saveCreds();
    await auth.state.keys.set({ 'pre-key': { '1': { public: randomBytes(32), private: randomBytes(32) } } });
    const before = await storedRows();

    await expect(usePostgresAuthState(db, { key: OTHER_KEY })).rejects.toThrow(
      new WhatsAppAuthKeyError(
        'WHATSAPP_AUTH_KEY does not open the stored WhatsApp login: it was saved with another key (a database copied from another deployment?)',
      ),
    );
    await expect(usePostgresAuthState(db)).rejects.toThrow(/the stored WhatsApp login is encrypted, but WHATSAPP_AUTH_KEY is not set/);
    await expect(readCreds(db, OTHER_KEY)).rejects.toBeInstanceOf(WhatsAppAuthKeyError);
    await expect(createPostgresKeyStore(db, { key: OTHER_KEY }).get('pre-key', ['1'])).rejects.toBeInstanceOf(WhatsAppAuthKeyError);
    expect(await storedRows()).toEqual(before);
    expect((await readCreds(db, KEY))?.me?.id).toBe('6281300000000:4@s.whatsapp.net');
  });

  it('does not open a sealed value moved to another row', async () => {
    const store = createPostgresKeyStore(db, { key: KEY });
    await store.set({ session: { 'a.0': randomBytes(40) } });
    const sealed = (await storedRows())[0]!.value;
    await db('whatsapp_auth').insert({ key: 'session/b.0', value: db.raw('?::jsonb', [sealed]) });
    await expect(store.get('session', ['b.0'])).rejects.toBeInstanceOf(WhatsAppAuthKeyError);
  });

  it('seals the rows stored plain before there was a key at the first start with one, and reads them the same', async () => {
    // Stored by a bot that ran without WHATSAPP_AUTH_KEY.
    const plain = await usePostgresAuthState(db);
    Object.assign(plain.state.creds, loggedInCreds());
    await plain.saveCreds();
    const session = randomBytes(90);
    await plain.state.keys.set({ session: { 'x.0': session }, 'device-list': { '6281300000001': ['0', '3'] } });
    expect((await storedRows()).find((row) => row.key === 'creds')!.value).toContain('6281300000000');

    const lines: string[] = [];
    const sealed = await usePostgresAuthState(db, {
      key: KEY,
      logger: pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }),
    });
    expect(lines.join('\n')).toContain('sealed the WhatsApp login rows stored before WHATSAPP_AUTH_KEY');
    expect(sealed.state.creds).toEqual(asRead(plain.state.creds));
    const rows = await storedRows();
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(Object.keys(JSON.parse(row.value) as object)).toEqual(['sealed']);
    expect(rows.map((row) => row.value).join('\n')).not.toContain('6281300000000');

    const reopened = await usePostgresAuthState(db, { key: KEY });
    expect(reopened.state.creds).toEqual(asRead(plain.state.creds));
    expect(await reopened.state.keys.get('session', ['x.0'])).toEqual({ 'x.0': session });
    expect(await reopened.state.keys.get('device-list', ['6281300000001'])).toEqual({ '6281300000001': ['0', '3'] });
  });
});

describe('the bot with WHATSAPP_AUTH_KEY', () => {
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajarin-wa-key-'));
  afterAll(() => fs.rmSync(storageDir, { recursive: true, force: true }));

  /** startWhatsApp on sockets a test holds, with the production login loader: the key it passes reaches the auth state. */
  async function startWith(key: string) {
    const config = {
      ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', REDIS_URL: inject('redisUrl'), WHATSAPP_AUTH_KEY: key }),
      REDIS_PREFIX: redisPrefix(),
      WHATSAPP_ENABLED: true,
    };
    const services = createBotServices({ config, logger, db, storage: createStorage({ driver: 'local', dir: storageDir }) });
    const fake = fakeWhatsAppSockets(logger);
    const transport = { ...fake.transport(), loadAuth: baileysTransport.loadAuth };
    const started = startWhatsApp({ ...services, logger, transport, onFatal: () => {} });
    const stop = async () => {
      await (await started.catch(() => undefined))?.stop();
      await services.close();
    };
    return { fake, started, stop };
  }

  it('logs in with the login its key opens, and never connects when the key does not open it', async () => {
    const auth = await usePostgresAuthState(db, { key: KEY });
    Object.assign(auth.state.creds, loggedInCreds());
    await auth.saveCreds();
    const before = await storedRows();

    const right = await startWith(KEY);
    await right.started;
    expect(right.fake.made).toHaveLength(1);
    expect(right.fake.made[0]!.auth.creds.me?.id).toBe('6281300000000:4@s.whatsapp.net');
    await right.stop();

    const wrong = await startWith(OTHER_KEY);
    await expect(wrong.started).rejects.toBeInstanceOf(WhatsAppAuthKeyError);
    await wrong.stop();
    expect(wrong.fake.made).toHaveLength(0);
    expect(await storedRows()).toEqual(before);
  });
});
