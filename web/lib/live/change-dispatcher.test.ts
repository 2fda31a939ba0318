import type { QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createChangeDispatcher } from './change-dispatcher.ts';
import { createLiveRegistry, LIST_REFETCH_DELAY_MS, OPEN_REQUESTS_REFETCH_DELAY_MS } from './live-registry.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup() {
  const registry = createLiveRegistry();
  registry.register('tutors', ['tutors']);
  registry.register('learning_requests', ['requests', 'mine']);
  registry.register('learning_requests', ['requests', 'open'], OPEN_REQUESTS_REFETCH_DELAY_MS);
  const invalidated: QueryKey[] = [];
  const dispatcher = createChangeDispatcher({ registry, invalidate: (key) => invalidated.push(key) });
  return { registry, dispatcher, invalidated };
}

describe('live registry', () => {
  it('keeps one entry per key, with lists at 100 ms unless told otherwise', () => {
    const { registry } = setup();
    registry.register('tutors', ['tutors']);
    expect(registry.targetsFor('tutors')).toEqual([{ queryKey: ['tutors'], delayMs: LIST_REFETCH_DELAY_MS }]);
    expect(LIST_REFETCH_DELAY_MS).toBe(100);
    expect(OPEN_REQUESTS_REFETCH_DELAY_MS).toBe(200);
    expect(registry.targetsFor('payouts')).toEqual([]);
    expect(registry.allTargets()).toHaveLength(3);
  });
});

describe('createChangeDispatcher', () => {
  it('invalidates each registered key after its own delay', () => {
    const { dispatcher, invalidated } = setup();
    dispatcher.dispatch({ table: 'learning_requests', id: 'r1' });
    vi.advanceTimersByTime(99);
    expect(invalidated).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(invalidated).toEqual([['requests', 'mine']]);
    vi.advanceTimersByTime(100);
    expect(invalidated).toEqual([
      ['requests', 'mine'],
      ['requests', 'open'],
    ]);
  });

  it('folds a burst of changes into one refetch per key, and refetches again for a later change', () => {
    const { dispatcher, invalidated } = setup();
    for (let i = 0; i < 20; i += 1) dispatcher.dispatch({ table: 'tutors', id: `t${i}` });
    vi.advanceTimersByTime(100);
    expect(invalidated).toEqual([['tutors']]);
    dispatcher.dispatch({ table: 'tutors', id: 't1' });
    vi.advanceTimersByTime(100);
    expect(invalidated).toHaveLength(2);
  });

  it('ignores tables nobody registered', () => {
    const { dispatcher, invalidated } = setup();
    dispatcher.dispatch({ table: 'payouts', id: 'p1' });
    vi.runAllTimers();
    expect(invalidated).toEqual([]);
  });

  it('resyncs every registered key at once and drops what was pending', () => {
    const { dispatcher, invalidated } = setup();
    dispatcher.dispatch({ table: 'tutors', id: 't1' });
    dispatcher.resync();
    expect(invalidated).toHaveLength(3);
    vi.runAllTimers();
    expect(invalidated).toHaveLength(3);
  });

  it('fires nothing after dispose', () => {
    const { dispatcher, invalidated } = setup();
    dispatcher.dispatch({ table: 'tutors', id: 't1' });
    dispatcher.dispose();
    vi.runAllTimers();
    expect(invalidated).toEqual([]);
  });
});
