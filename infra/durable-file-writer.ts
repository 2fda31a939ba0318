import { Worker } from 'node:worker_threads';
import type { DurableWrite, DurableWritten } from './durable-file-worker.ts';

// Local storage's writes, each done whole on a thread of its own (infra/durable-file-worker.ts):
// the api's event loop waits one turn for the answer instead of one per step (seven for a proof in
// a new folder). The thread starts with the first write and lets the process exit while idle; if it
// dies, the writes it held fail and the next write starts another.

export type DurableFileWriter = { write: (file: string, bytes: Uint8Array) => Promise<void> };

type Pending = { resolve: () => void; reject: (error: Error) => void };

const WORKER_ENTRY = new URL('./durable-file-worker.ts', import.meta.url).href;
const BOOTSTRAP = `
  const { workerData } = require('node:worker_threads');
  import('tsx/esm/api').then(({ register }) => { register(); return import(workerData.entry); });
`;

export function createDurableFileWriter(): DurableFileWriter {
  let worker: Worker | undefined;
  const pending = new Map<number, Pending>();
  let nextId = 0;

  const fail = (stopped: Worker, error: Error) => {
    if (worker !== stopped) return;
    worker = undefined;
    for (const write of pending.values()) write.reject(error);
    pending.clear();
  };

  const start = (): Worker => {
    // The worker is TypeScript like the rest: it registers tsx's loader first, as the api's own
    // `node --import tsx` does (a worker's execArgv does not take --import on Node 20).
    const started = new Worker(BOOTSTRAP, { eval: true, workerData: { entry: WORKER_ENTRY } });
    started.on('message', (written: DurableWritten) => {
      const write = pending.get(written.id);
      pending.delete(written.id);
      if (pending.size === 0) started.unref();
      if (!write) return;
      if (written.error) write.reject(Object.assign(new Error(written.error.message), { code: written.error.code }));
      else write.resolve();
    });
    started.on('error', (error) => fail(started, error));
    started.on('exit', (code) => fail(started, new Error(`the durable file writer stopped (exit code ${code})`)));
    return started;
  };

  return {
    write: (file, bytes) =>
      new Promise<void>((resolve, reject) => {
        worker ??= start();
        worker.ref();
        const id = nextId++;
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, file, bytes } satisfies DurableWrite);
      }),
  };
}
