import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkProofFile } from '../services/payments/proof-file.ts';
import { createImageQueue, IMAGE_WORKERS, imageQueue, ImageQueueFull } from './image-queue.ts';

const later = () => {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
};

describe('the image queue', () => {
  it('runs at most its workers at once and hands each turn to the first waiting', async () => {
    const queue = createImageQueue(2, 10);
    const gates = Array.from({ length: 5 }, later);
    const order: number[] = [];
    const runs = gates.map((gate, i) =>
      queue.run(async () => {
        order.push(i);
        await gate.done;
        return i;
      }),
    );
    await Promise.resolve();
    expect(queue.stats()).toMatchObject({ running: 2, queued: 3 });
    gates.forEach((gate) => gate.finish());
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(queue.stats()).toEqual({ running: 0, queued: 0, peakRunning: 2 });
  });

  it('refuses one more than it keeps waiting, and frees the turn of a task that threw', async () => {
    const queue = createImageQueue(1, 1);
    const gate = later();
    const first = queue.run(() => gate.done);
    const second = queue.run(async () => 'second');
    await expect(queue.run(async () => 'third')).rejects.toBeInstanceOf(ImageQueueFull);
    gate.finish();
    await first;
    expect(await second).toBe('second');
    await expect(queue.run(() => Promise.reject(new Error('decode')))).rejects.toThrow('decode');
    expect(queue.stats()).toMatchObject({ running: 0, queued: 0 });
  });

  it('keeps the event loop free while proofs are re-encoded (sharp works on its own threads, in turns)', async () => {
    expect(IMAGE_WORKERS).toBeGreaterThanOrEqual(1);
    // 9 MP in one colour: a small file whose decoding and re-encoding still takes a while.
    const jpeg = await sharp({ create: { width: 3000, height: 3000, channels: 3, background: '#3355aa' } })
      .jpeg({ quality: 90 })
      .toBuffer();
    let last = performance.now();
    let longestGap = 0;
    const tick = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    await Promise.all(Array.from({ length: 4 }, () => checkProofFile({ bytes: jpeg, truncated: false })));
    const took = performance.now() - started;
    clearInterval(tick);
    // Re-encoding four 9 MP images takes far longer than any pause of the loop between two ticks.
    expect(took).toBeGreaterThan(longestGap * 2);
    expect(longestGap).toBeLessThan(100);
    expect(imageQueue.stats().peakRunning).toBeLessThanOrEqual(IMAGE_WORKERS);
  });
});
