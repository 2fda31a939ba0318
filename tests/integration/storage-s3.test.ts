import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inspect } from 'node:util';
import S3rver from 's3rver';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../infra/config.ts';
import { createStorage, createStorageFromConfig, type Storage } from '../../infra/storage.ts';

// Both drivers must behave the same, so one contract runs against local disk and against an
// in-process S3. s3rver knows one account, S3RVER/S3RVER; it checks the access key id of a SigV4
// request but not the signature itself, so wrong credentials are exercised with a wrong key id.
const BUCKET = 'ajarin';
const ACCESS_KEY_ID = 'S3RVER';
const SECRET = 'S3RVER';

let workDir: string;
let s3rver: S3rver;
let endpoint: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'ajarin-storage-s3-'));
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(workDir, 's3rver'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const address = await s3rver.run();
  endpoint = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await s3rver.close();
  await rm(workDir, { recursive: true, force: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

function s3Storage(
  overrides: { bucket?: string; accessKeyId?: string; secretAccessKey?: string; endpoint?: string; timeoutMs?: number } = {},
): Storage {
  return createStorage({
    driver: 's3',
    endpoint: overrides.endpoint ?? endpoint,
    region: 'us-east-1',
    bucket: overrides.bucket ?? BUCKET,
    accessKeyId: overrides.accessKeyId ?? ACCESS_KEY_ID,
    secretAccessKey: overrides.secretAccessKey ?? SECRET,
    timeoutMs: overrides.timeoutMs,
  });
}

const drivers: [string, () => Storage][] = [
  ['local', () => createStorage({ driver: 'local', dir: path.join(workDir, 'local') })],
  ['s3', () => s3Storage()],
];

describe.each(drivers)('%s storage contract', (_name, make) => {
  it('round-trips bytes with the content type the key implies', async () => {
    const storage = make();
    const key = 'proofs/7c2f0d4e-1b2a-4c3d-9e8f-0a1b2c3d4e5f/a1b2c3.pdf';
    const bytes = Buffer.from('%PDF-1.7 bukti transfer \u0000\u00ff');
    await storage.put(key, bytes, 'application/pdf');
    expect(await storage.get(key)).toEqual({ bytes, contentType: 'application/pdf' });

    await storage.put(key, Buffer.from('replaced'), 'application/pdf');
    expect((await storage.get(key))?.bytes.toString()).toBe('replaced');
  });

  it('returns null for a missing key', async () => {
    expect(await make().get('avatars/nobody-here.webp')).toBeNull();
  });

  it('deletes idempotently', async () => {
    const storage = make();
    const key = 'avatars/user-42.webp';
    await storage.put(key, Buffer.from('webp'), 'image/webp');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
    await expect(storage.delete('proofs/never/stored.png')).resolves.toBeUndefined();
  });

  it('refuses a content type that contradicts the key', async () => {
    await expect(make().put('avatars/x.webp', Buffer.from('x'), 'image/png')).rejects.toThrow(/does not match/);
  });

  it.each(['../etc/passwd.png', 'avatars/../proofs/x.pdf', '/avatars/x.webp', 'avatars/X.webp', 'avatars/x?acl.png', 'secrets/x.png'])(
    'refuses the key %j before any request',
    async (key) => {
      const fetchSpy = vi.spyOn(globalThis, 'fetch');
      const storage = make();
      await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(/storage key/);
      await expect(storage.get(key)).rejects.toThrow(/storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/storage key/);
      expect(fetchSpy).not.toHaveBeenCalled();
    },
  );
});

describe('s3 storage failures', () => {
  it('fails on wrong credentials without revealing the secret', async () => {
    const accessKeyId = 'UNKNOWNKEYID';
    const secret = 'wrong-secret-that-must-not-leak';
    const storage = s3Storage({ accessKeyId, secretAccessKey: secret });
    const error = await storage.put('avatars/a.webp', Buffer.from('x'), 'image/webp').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/^S3 PUT avatars\/a\.webp failed: 403 InvalidAccessKeyId$/);
    expect(inspect(error, { depth: 10 })).not.toContain(secret);
    expect(inspect(error, { depth: 10 })).not.toContain(accessKeyId);
    await expect(storage.get('avatars/a.webp')).rejects.toThrow(/403/);
  });

  it('treats a missing bucket as an error, not as a missing object', async () => {
    await expect(s3Storage({ bucket: 'no-such-bucket' }).get('avatars/a.webp')).rejects.toThrow(/NoSuchBucket/);
  });

  it('gives up after the timeout when the server never answers', async () => {
    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const port = (silent.address() as AddressInfo).port;
      const storage = s3Storage({ endpoint: `http://127.0.0.1:${port}`, timeoutMs: 200 });
      await expect(storage.get('avatars/a.webp')).rejects.toThrow('S3 GET avatars/a.webp timed out after 200 ms');
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('createStorageFromConfig', () => {
  it('uses the S3 bucket when STORAGE_DRIVER=s3', async () => {
    const dataDir = path.join(workDir, 'data-s3');
    const config = loadConfig({
      NODE_ENV: 'test',
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: `${endpoint}/`,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET,
    });
    const storage = createStorageFromConfig(config, dataDir);
    await storage.put('avatars/from-config.webp', Buffer.from('s3'), 'image/webp');

    expect((await s3Storage().get('avatars/from-config.webp'))?.bytes.toString()).toBe('s3');
    expect(existsSync(path.join(dataDir, 'storage'))).toBe(false);
  });

  it('uses DATA_DIR/storage by default', async () => {
    const dataDir = path.join(workDir, 'data-local');
    const storage = createStorageFromConfig(loadConfig({ NODE_ENV: 'test' }), dataDir);
    await storage.put('avatars/local-only.webp', Buffer.from('local'), 'image/webp');

    expect(existsSync(path.join(dataDir, 'storage', 'avatars', 'local-only.webp'))).toBe(true);
    expect(await s3Storage().get('avatars/local-only.webp')).toBeNull();
  });
});
