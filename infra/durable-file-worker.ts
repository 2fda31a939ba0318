import { parentPort } from 'node:worker_threads';
import { writeFileDurably } from './durable-file.ts';

// The thread behind infra/durable-file-writer.ts: each message is one file to write durably,
// answered with its id once it is, or with the error's message and code.

export type DurableWrite = { id: number; file: string; bytes: Uint8Array };
export type DurableWritten = { id: number; error?: { message: string; code?: string } };

const port = parentPort;
if (!port) throw new Error('durable-file-worker.ts runs as a worker thread');
port.on('message', (write: DurableWrite) => {
  writeFileDurably(write.file, write.bytes).then(
    () => port.postMessage({ id: write.id } satisfies DurableWritten),
    (error: NodeJS.ErrnoException) =>
      port.postMessage({ id: write.id, error: { message: error.message, code: error.code } } satisfies DurableWritten),
  );
});
