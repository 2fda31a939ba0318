import * as fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeFileDurably } from './durable-file.ts';

// The local driver's put() is durable before it returns: the file's bytes synced, and every folder
// whose entries changed synced. Its worker thread (infra/durable-file-writer.ts) runs
// writeFileDurably, tested here in this thread, where the real calls are recorded and still reach
// the disk.
const synced: string[] = [];
vi.mock('node:fs/promises', async (original) => {
  const actual = await original<typeof import('node:fs/promises')>();
  return {
    ...actual,
    open: vi.fn(async (...args: Parameters<typeof actual.open>) => {
      const handle = await actual.open(...args);
      const sync = handle.sync.bind(handle);
      handle.sync = async () => {
        synced.push(String(args[0]));
        await sync();
      };
      return handle;
    }),
  };
});

let dir: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(tmpdir(), 'ajarin-durable-'));
});

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('local storage durability', () => {
  it('flushes the file and syncs its folder and each folder it had to make', async () => {
    synced.length = 0;
    const file = path.join(dir, 'proofs/7c2f0d4e-1b2a-4c3d-9e8f-0a1b2c3d4e5f/a1b2c3.png');
    await writeFileDurably(file, Buffer.from('png'));
    const [written, ...folders] = synced;
    // The bytes first, under their temporary name; the folders after the rename, in any order.
    expect(written).toMatch(new RegExp(`^${file.replaceAll('.', '\\.')}\\.[0-9a-f]{12}\\.tmp$`));
    expect(folders.sort()).toEqual([path.dirname(file), path.join(dir, 'proofs'), dir].sort());
    expect(await fs.readFile(file, 'utf8')).toBe('png');
  });

  it("syncs only the file's folder when it existed", async () => {
    synced.length = 0;
    await writeFileDurably(path.join(dir, 'proofs/7c2f0d4e-1b2a-4c3d-9e8f-0a1b2c3d4e5f/d4e5f6.png'), Buffer.from('png'));
    expect(synced.slice(1)).toEqual([path.join(dir, 'proofs', '7c2f0d4e-1b2a-4c3d-9e8f-0a1b2c3d4e5f')]);
  });
});
