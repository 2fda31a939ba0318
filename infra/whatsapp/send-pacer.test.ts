import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSendPacer, type SendLane } from './send-pacer.ts';

// One send at a time from our number, `intervalMs` after the previous one went, replies ahead of
// notifications (decision 029).

beforeEach(() => vi.useFakeTimers({ now: 0 }));
afterEach(() => vi.useRealTimers());

describe('the WhatsApp send pacer', () => {
  it('spaces every send by the interval, and lets a waiting reply go before waiting notifications', async () => {
    const pacer = createSendPacer({ intervalMs: 1_000 });
    const order: { who: string; at: number }[] = [];
    const send = (lane: SendLane, who: string) =>
      pacer.turn(lane).then((done) => {
        order.push({ who, at: Date.now() });
        done();
      });
    const all = [send('notification', 'n1'), send('notification', 'n2'), send('notification', 'n3')];
    await vi.advanceTimersByTimeAsync(10);
    all.push(send('reply', 'r1'));
    await vi.advanceTimersByTimeAsync(5_000);
    await Promise.all(all);
    expect(order).toEqual([
      { who: 'n1', at: 0 },
      { who: 'r1', at: 1_000 },
      { who: 'n2', at: 2_000 },
      { who: 'n3', at: 3_000 },
    ]);
  });

  it('counts the interval from when a send finished, and lets one go at once an interval after', async () => {
    const pacer = createSendPacer({ intervalMs: 1_000 });
    const done = await pacer.turn('notification');
    let next = -1;
    const waiting = pacer.turn('reply').then((finish) => {
      next = Date.now();
      finish();
    });
    // The first send takes 300 ms (a slow socket): the second goes 1 s after it finished.
    await vi.advanceTimersByTimeAsync(300);
    done();
    await vi.advanceTimersByTimeAsync(2_000);
    await waiting;
    expect(next).toBe(1_300);

    await vi.advanceTimersByTimeAsync(5_000);
    const before = Date.now();
    (await pacer.turn('reply'))();
    expect(Date.now()).toBe(before);
  });

  it('lets the others go when a send never says it finished', async () => {
    const pacer = createSendPacer({ intervalMs: 1_000, holdMs: 5_000 });
    await pacer.turn('notification');
    let at = -1;
    const waiting = pacer.turn('notification').then((done) => {
      at = Date.now();
      done();
    });
    await vi.advanceTimersByTimeAsync(10_000);
    await waiting;
    expect(at).toBe(6_000);
  });
});
