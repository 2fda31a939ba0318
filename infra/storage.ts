import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

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

export type StorageOptions = { driver: 'local'; dir: string };

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
      return createLocalStorage(path.resolve(options.dir));
  }
}

// The content type is derived from the key's extension, so no sidecar file is needed; put() refuses
// a content type that disagrees with the key rather than storing something that would be served wrong.
function createLocalStorage(root: string): Storage {
  const fileOf = (key: string): string => {
    assertKey(key);
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new Error(`storage key escapes the store: ${JSON.stringify(key)}`);
    return file;
  };

  return {
    async put(key, bytes, contentType) {
      const file = fileOf(key);
      const expected = contentTypeOfKey(key);
      if (contentType !== expected) throw new Error(`content type ${contentType} does not match key ${key} (${expected})`);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees a half-written file.
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key) {
      const file = fileOf(key);
      try {
        return { bytes: await readFile(file), contentType: contentTypeOfKey(key) };
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
