import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSendPacer } from './send-pacer.ts';

// One send at a time from our number, `intervalMs` apart, replies ahead of notifications (decision 029).

beforeEach(() => vi.useFakeTimers({ now: 0 }));
afterEach(() => vi.useRealTimers());

describe('the WhatsApp send pacer', () => {
  it('spaces every send by the interval, and lets a waiting reply go before waiting notifications', async () => {
    const pacer = createSendPacer({ intervalMs: 1_000 });
    const order: { who: string; at: number }[] = [];
    const wait = (lane: 'reply' | 'notification', who: string) => pacer.turn(lane).then(() => order.push({ who, at: Date.now() }));
    const all = [wait('notification', 'n1'), wait('notification', 'n2'), wait('notification', 'n3')];
    await vi.advanceTimersByTimeAsync(10);
    all.push(wait('reply', 'r1'));
    await vi.advanceTimersByTimeAsync(5_000);
    await Promise.all(all);
    expect(order).toEqual([
      { who: 'n1', at: 0 },
      { who: 'r1', at: 1_000 },
      { who: 'n2', at: 2_000 },
      { who: 'n3', at: 3_000 },
    ]);
  });

  it('lets a send go at once when the last one is an interval behind', async () => {
    const pacer = createSendPacer({ intervalMs: 1_000 });
    await pacer.turn('notification');
    await vi.advanceTimersByTimeAsync(1_500);
    const before = Date.now();
    await pacer.turn('reply');
    expect(Date.now()).toBe(before);
  });
});
