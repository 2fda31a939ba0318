import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config.ts';
import { createDurableFileWriter } from './durable-file-writer.ts';
import { createS3Driver, type S3StorageOptions } from './storage-s3.ts';
import type { StorageDriver } from './storage-driver.ts';

// Blob storage for avatars (public, served at /media/<key>) and payment proofs (private). Keys are
// always chosen by the server; validating them here means a bug upstream can never read or write
// outside the store. The interface is what an S3 driver implements too.
export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

export interface Storage {
  /** Creates or replaces; `contentType` must be the one the key's extension implies. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** null when nothing is stored under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
}

export type StorageOptions = { driver: 'local'; dir: string } | ({ driver: 's3' } & S3StorageOptions);

const CONTENT_TYPES = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
} as const;

export type StorageExtension = keyof typeof CONTENT_TYPES;

// Lowercase segments that start with a letter or digit: no '..', no '.', no empty or absolute
// segments, no backslashes. Exactly one extension, which fixes the content type.
const KEY_PATTERN = /^(avatars|proofs)\/[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*\.(webp|jpg|png|pdf)$/;
const MAX_KEY_LENGTH = 255;

export function isStorageKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY_PATTERN.test(key);
}

/** Avatars are public; everything else (proofs) is served only after an authorisation check. */
export function isPublicStorageKey(key: string): boolean {
  return isStorageKey(key) && key.startsWith('avatars/');
}

export function contentTypeOfKey(key: string): string {
  assertKey(key);
  const extension = key.slice(key.lastIndexOf('.') + 1) as StorageExtension;
  return CONTENT_TYPES[extension];
}

/** The URL the api serves a public key at. */
export function publicMediaUrl(key: string): string {
  if (!isPublicStorageKey(key)) throw new Error(`not a public storage key: ${JSON.stringify(key)}`);
  return `/media/${key}`;
}

function assertKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}

export function createStorage(options: StorageOptions): Storage {
  switch (options.driver) {
    case 'local':
      return validated(createLocalDriver(path.resolve(options.dir)));
    case 's3':
      return validated(createS3Driver(options));
  }
}

type StorageConfig = Pick<
  Config,
  'STORAGE_DRIVER' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'
>;

/** The storage every entry point uses: local files under `<dataDir>/storage`, or the S3 bucket. */
export function createStorageFromConfig(config: StorageConfig, dataDir: string): Storage {
  if (config.STORAGE_DRIVER === 'local') return createStorage({ driver: 'local', dir: path.join(dataDir, 'storage') });
  const { S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  // loadConfig already refuses this combination; the check keeps a hand-built config honest too.
  if (!endpoint || !accessKeyId || !secretAccessKey) {
    throw new Error('STORAGE_DRIVER=s3 needs S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return createStorage({ driver: 's3', endpoint, region: config.S3_REGION, bucket: config.S3_BUCKET, accessKeyId, secretAccessKey });
}

// The one place keys and content types are checked, before any driver touches disk or network. The
// content type is derived from the key's extension, so drivers keep no metadata; put() refuses a
// content type that disagrees with the key rather than storing something that would be served wrong.
function validated(driver: StorageDriver): Storage {
  return {
    async put(key, bytes, contentType) {
      const expected = contentTypeOfKey(key);
      if (contentType !== expected) throw new Error(`content type ${contentType} does not match key ${key} (${expected})`);
      await driver.put(key, bytes, contentType);
    },

    async get(key) {
      const contentType = contentTypeOfKey(key);
      const bytes = await driver.get(key);
      return bytes && { bytes, contentType };
    },

    async delete(key) {
      assertKey(key);
      await driver.delete(key);
    },
  };
}

function createLocalDriver(root: string): StorageDriver {
  const files = createDurableFileWriter();
  // Keys are validated already; resolving and comparing again guards the filesystem on its own terms.
  const fileOf = (key: string): string => {
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new Error(`storage key escapes the store: ${JSON.stringify(key)}`);
    return file;
  };

  return {
    // Durable before put() returns (a proof's answer says "received"), written off the event loop.
    async put(key, bytes) {
      await files.write(fileOf(key), bytes);
    },

    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
