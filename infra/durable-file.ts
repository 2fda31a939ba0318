import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

// A file written so that it survives a crash once the promise resolves (a proof's answer says
// "received"): the bytes synced under a temporary name, then renamed into place, then the entry
// of every folder that changed synced in its parent. Run by infra/durable-file-worker.ts, off the
// api's event loop: each step is a trip to libuv's threads, and on a saturated loop each trip
// there would wait a turn.

// A close, which durability does not wait for, is left to finish on its own.
const closeLater = (handle: FileHandle) => void handle.close().catch(() => {});

async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    closeLater(handle);
  }
}

/** `folder`, and each folder above it up to the parent of `created`, the first one mkdir made. */
function foldersToSync(folder: string, created: string | undefined): string[] {
  const folders = [folder];
  while (created && folders.at(-1) !== path.dirname(created)) folders.push(path.dirname(folders.at(-1) as string));
  return folders;
}

export async function writeFileDurably(file: string, bytes: Uint8Array): Promise<void> {
  const folder = path.dirname(file);
  const created = await mkdir(folder, { recursive: true });
  // Write then rename, so a reader never sees a half-written file.
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const handle = await open(temporary, 'wx');
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      closeLater(handle);
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  // The folders at once rather than one after the other.
  await Promise.all(foldersToSync(folder, created).map(syncFolder));
}
