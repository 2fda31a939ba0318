import os from 'node:os';
import sharp from 'sharp';

// Image decoding and re-encoding (payment proofs, photos) never runs on the event loop: sharp hands
// it to libuv's thread pool. Unbounded, though, every upload in flight takes a pool thread and
// libvips starts one more thread per core for each image: a burst of proofs oversubscribes the
// cores the event loop and Postgres share, and fills libuv's four threads, which the storage's
// file writes also wait for. So images take turns here: at most IMAGE_WORKERS at once, each on one
// libvips thread, the rest waiting in a bounded queue (docs/decisions/060-pools-timeouts-and-image-work.md).

/** Images decoded at once: the cores, leaving the event loop and libuv's other work a thread. */
export const IMAGE_WORKERS = Math.max(1, Math.min(os.availableParallelism(), 3));
/** Uploads waiting for a turn; one more is told the server is busy rather than kept waiting without end. */
export const IMAGE_QUEUE_MAX = 64;

// One libvips thread per image: the parallelism comes from IMAGE_WORKERS images side by side.
sharp.concurrency(1);

export class ImageQueueFull extends Error {
  constructor() {
    super('image queue full');
  }
}

export type ImageQueue = {
  /** Runs `work` when a worker is free; throws ImageQueueFull when `maxQueued` are waiting already. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Images being worked on and waiting, for tests and logs. */
  stats(): { running: number; queued: number; peakRunning: number };
};

export function createImageQueue(workers: number, maxQueued: number): ImageQueue {
  let running = 0;
  let peakRunning = 0;
  const waiting: (() => void)[] = [];

  return {
    async run(work) {
      if (running < workers) running += 1;
      else if (waiting.length >= maxQueued) throw new ImageQueueFull();
      // A finishing image hands its turn straight to the first waiting one: none can slip in between.
      else await new Promise<void>((resolve) => waiting.push(resolve));
      peakRunning = Math.max(peakRunning, running);
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
    stats: () => ({ running, queued: waiting.length, peakRunning }),
  };
}

/** The process's one queue (payment proofs; a tutor photo is a rare, single upload). */
export const imageQueue = createImageQueue(IMAGE_WORKERS, IMAGE_QUEUE_MAX);
