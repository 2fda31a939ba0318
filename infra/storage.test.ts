import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTypeOfKey, createStorage, isPublicStorageKey, isStorageKey, publicMediaUrl, type Storage } from './storage.ts';

let dir: string;
let storage: Storage;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ajarin-storage-'));
  storage = createStorage({ driver: 'local', dir });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('local storage', () => {
  it('stores, reads back and deletes an object with its content type', async () => {
    const key = 'proofs/7c2f0d4e-1b2a-4c3d-9e8f-0a1b2c3d4e5f/a1b2c3.pdf';
    const bytes = Buffer.from('%PDF-1.7 bukti transfer');
    await storage.put(key, bytes, 'application/pdf');
    expect(await storage.get(key)).toEqual({ bytes, contentType: 'application/pdf' });
    expect((await stat(path.join(dir, key))).isFile()).toBe(true);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it('overwrites an existing key and leaves no temporary files behind', async () => {
    const key = 'avatars/user-1.webp';
    await storage.put(key, Buffer.from('one'), 'image/webp');
    await storage.put(key, Buffer.from('two'), 'image/webp');
    expect((await storage.get(key))?.bytes.toString()).toBe('two');
    expect(await readdir(path.join(dir, 'avatars'))).toEqual(['user-1.webp']);
  });

  it('returns null for a missing key and deletes a missing key quietly', async () => {
    expect(await storage.get('avatars/nobody.webp')).toBeNull();
    await expect(storage.delete('proofs/nothing/here.png')).resolves.toBeUndefined();
  });

  it("fails a write the thread could not make with the file system's error, and writes on after it", async () => {
    // A folder where the file would go: the rename cannot replace it.
    const key = 'avatars/taken.webp';
    await mkdir(path.join(dir, key), { recursive: true });
    await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toMatchObject({ code: 'EISDIR' });
    expect((await readdir(path.join(dir, 'avatars'))).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    await storage.put('avatars/after.webp', Buffer.from('after'), 'image/webp');
    expect((await storage.get('avatars/after.webp'))?.bytes.toString()).toBe('after');
  });

  it('refuses a content type that contradicts the key', async () => {
    await expect(storage.put('avatars/x.webp', Buffer.from('x'), 'image/png')).rejects.toThrow(/does not match/);
  });

  it.each([
    '../etc/passwd.png',
    'avatars/../proofs/x.pdf',
    'avatars/../../x.webp',
    '/avatars/x.webp',
    'avatars//x.webp',
    'avatars/.hidden.webp',
    'avatars/x.webp.tmp',
    'avatars/X.webp',
    'avatars\\x.webp',
    'avatars/x.svg',
    'avatars/x',
    'secrets/x.png',
    'avatars/',
    `avatars/${'a'.repeat(300)}.webp`,
  ])('refuses the key %j in every operation', async (key) => {
    expect(isStorageKey(key)).toBe(false);
    await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/storage key/);
    await expect(storage.get(key)).rejects.toThrow(/storage key/);
    await expect(storage.delete(key)).rejects.toThrow(/storage key/);
  });
});

describe('storage keys', () => {
  it('treats avatars as public and proofs as private', () => {
    expect(isPublicStorageKey('avatars/0b7e1c9a-3f4d-4e5a-8b6c-7d8e9f0a1b2c.webp')).toBe(true);
    expect(isPublicStorageKey('proofs/u1/t1/r1.jpg')).toBe(false);
    expect(publicMediaUrl('avatars/abc.webp')).toBe('/media/avatars/abc.webp');
    expect(() => publicMediaUrl('proofs/abc.png')).toThrow();
  });

  it('derives the content type from the extension', () => {
    expect(contentTypeOfKey('avatars/a.webp')).toBe('image/webp');
    expect(contentTypeOfKey('proofs/a.jpg')).toBe('image/jpeg');
    expect(contentTypeOfKey('proofs/a.png')).toBe('image/png');
    expect(contentTypeOfKey('proofs/a.pdf')).toBe('application/pdf');
  });
});
