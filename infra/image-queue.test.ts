import { describe, expect, it } from 'vitest';
import { createImageQueue, ImageQueueFull } from './image-queue.ts';

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
});
