import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveConnection, parseChange, reconnectDelay, type StreamLike } from './live-connection.ts';
import type { LiveChange } from './change-dispatcher.ts';

class FakeStream implements StreamLike {
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private listeners: Array<(event: MessageEvent<string>) => void> = [];
  constructor(readonly url: string) {}
  addEventListener(_type: 'change', listener: (event: MessageEvent<string>) => void) {
    this.listeners.push(listener);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.(new Event('open'));
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
  emit(data: unknown) {
    for (const listener of this.listeners) listener({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
}

function setup(tickets: Array<string | Error> = []) {
  const streams: FakeStream[] = [];
  const changes: LiveChange[] = [];
  let resyncs = 0;
  let ticketCalls = 0;
  const connection = createLiveConnection({
    openStream: (url) => {
      const stream = new FakeStream(url);
      streams.push(stream);
      return stream;
    },
    fetchTicket: async () => {
      const next = tickets[ticketCalls++] ?? `ticket-${ticketCalls}`;
      if (next instanceof Error) throw next;
      return next;
    },
    onChange: (change) => changes.push(change),
    onResync: () => (resyncs += 1),
  });
  return { connection, streams, changes, resyncs: () => resyncs, ticketCalls: () => ticketCalls, last: () => streams[streams.length - 1]! };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('reconnectDelay', () => {
  it('waits 1, 2, 5, then 10 s for every later attempt (product.md#web-live-updates)', () => {
    expect([0, 1, 2, 3, 4, 50].map(reconnectDelay)).toEqual([1_000, 2_000, 5_000, 10_000, 10_000, 10_000]);
  });
});

describe('parseChange', () => {
  it('reads {table, id} and refuses anything else', () => {
    expect(parseChange('{"table":"tutors","id":"a"}')).toEqual({ table: 'tutors', id: 'a' });
    expect(parseChange('{"table":"users","id":"a"}')).toBeNull();
    expect(parseChange('{"table":"tutors"}')).toBeNull();
    expect(parseChange('not json')).toBeNull();
    expect(parseChange('null')).toBeNull();
  });
});

describe('createLiveConnection', () => {
  it('opens the anonymous stream for a visitor, without a ticket', async () => {
    const live = setup();
    live.connection.connect(null);
    await vi.runAllTimersAsync();
    expect(live.streams.map((s) => s.url)).toEqual(['/api/events']);
    expect(live.ticketCalls()).toBe(0);
  });

  it('opens the stream with a fresh ticket for a signed-in user and passes change events on', async () => {
    const live = setup(['abc']);
    live.connection.connect('user-1');
    await vi.advanceTimersByTimeAsync(0);
    expect(live.last().url).toBe('/api/events?ticket=abc');
    live.last().open();
    live.last().emit({ table: 'tutors', id: 't1' });
    live.last().emit({ table: 'nope', id: 't1' });
    expect(live.changes).toEqual([{ table: 'tutors', id: 't1' }]);
  });

  it('resyncs when it first opens: the page fetched its data before the stream was there', async () => {
    const live = setup();
    live.connection.connect('user-1');
    await vi.advanceTimersByTimeAsync(0);
    expect(live.resyncs()).toBe(0);
    live.last().open();
    expect(live.resyncs()).toBe(1);
  });

  it('reconnects after 1, 2, 5 and 10 s with a new ticket each time, and resyncs once back', async () => {
    const live = setup();
    live.connection.connect('user-1');
    await vi.advanceTimersByTimeAsync(0);
    live.last().open();
    expect(live.resyncs()).toBe(1);
    const waits: number[] = [];
    for (let drop = 0; drop < 5; drop += 1) {
      const before = live.streams.length;
      live.last().fail();
      expect(live.streams[before - 1]!.closed).toBe(true);
      let waited = 0;
      while (live.streams.length === before) {
        await vi.advanceTimersByTimeAsync(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1_000, 2_000, 5_000, 10_000, 10_000]);
    expect(new Set(live.streams.map((s) => s.url)).size).toBe(live.streams.length);
    expect(live.resyncs()).toBe(1);
    live.last().open();
    expect(live.resyncs()).toBe(2);
    // Back to 1 s after a successful open.
    live.last().fail();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(live.streams).toHaveLength(7);
  });

  it('retries with the same delays when the ticket cannot be had', async () => {
    const live = setup([new Error('503'), new Error('503'), 'ok']);
    live.connection.connect('user-1');
    await vi.advanceTimersByTimeAsync(999);
    expect(live.streams).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(live.streams).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(live.last().url).toBe('/api/events?ticket=ok');
  });

  it('reconnects at once with a new ticket when the session changes, and ignores the old stream', async () => {
    const live = setup(['first', 'second']);
    live.connection.connect('user-1');
    await vi.advanceTimersByTimeAsync(0);
    const old = live.last();
    old.open();
    expect(live.resyncs()).toBe(1);
    live.connection.connect('user-1');
    expect(live.streams).toHaveLength(1);

    live.connection.connect('user-2');
    await vi.advanceTimersByTimeAsync(0);
    expect(old.closed).toBe(true);
    expect(live.last().url).toBe('/api/events?ticket=second');
    old.emit({ table: 'transactions', id: 'x' });
    expect(live.changes).toEqual([]);

    live.connection.connect(null);
    await vi.advanceTimersByTimeAsync(0);
    expect(live.last().url).toBe('/api/events');
    // Only an opened stream resyncs: neither new stream has opened yet.
    expect(live.resyncs()).toBe(1);
  });

  it('stops for good: no stream, no pending reconnect', async () => {
    const live = setup();
    live.connection.connect(null);
    await vi.advanceTimersByTimeAsync(0);
    live.last().fail();
    live.connection.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(live.streams).toHaveLength(1);
    expect(live.last().closed).toBe(true);
  });
});
