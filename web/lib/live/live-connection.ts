import { eventsContract } from '../../../core/contracts/events.contract.ts';
import { endpointAddress } from '../call-api.ts';
import { LIVE_TABLES, type LiveTable } from './live-registry.ts';
import type { LiveChange } from './change-dispatcher.ts';

/** Reconnect delays (docs/product.md#web-live-updates): 1, 2, 5, then every 10 s. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

/** The wait before reconnect attempt `failures` (0 for the first after a drop). */
export function reconnectDelay(failures: number): number {
  return RECONNECT_DELAYS_MS[Math.min(Math.max(failures, 0), RECONNECT_DELAYS_MS.length - 1)] ?? RECONNECT_DELAYS_MS[3];
}

/** The part of EventSource this uses, so tests can pass a fake. */
export type StreamLike = {
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener: (type: 'change', listener: (event: MessageEvent<string>) => void) => void;
  close: () => void;
};

export type LiveConnectionDeps = {
  openStream: (url: string) => StreamLike;
  /** POST /api/events/ticket for the signed-in user. */
  fetchTicket: () => Promise<string>;
  onChange: (change: LiveChange) => void;
  /**
   * The stream is open, the first time or back after a drop: changes made before (since the page
   * fetched its data, or while the stream was down) were never received.
   */
  onResync: () => void;
};

/** Who the stream is for: a user id, or null for a visitor (public changes only). */
export type Viewer = string | null;

export type LiveConnection = {
  /** Opens the stream for `viewer`, or reopens it when the viewer changed; the same viewer is a no-op. */
  connect: (viewer: Viewer) => void;
  stop: () => void;
};

const isLiveTable = (value: unknown): value is LiveTable => (LIVE_TABLES as readonly unknown[]).includes(value);

/** `data: {"table","id"}` of a `change` event, or null when it is not one. */
export function parseChange(data: string): LiveChange | null {
  try {
    const parsed: unknown = JSON.parse(data);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { table, id } = parsed as Record<string, unknown>;
    return isLiveTable(table) && typeof id === 'string' ? { table, id } : null;
  } catch {
    return null;
  }
}

/**
 * One Server-Sent Events stream with our own reconnection. A ticket is single use, so the browser's
 * built-in retry (same URL) cannot work for a signed-in user: on any error the stream is closed and
 * reopened after 1, 2, 5, then 10 s, with a fresh ticket. The same path serves visitors, so both
 * follow these delays. A new viewer (sign-in, sign-out, another account) drops the old
 * stream at once and opens one with the new identity. The server's 30 s heartbeat comments keep
 * proxies from closing an idle stream; EventSource never shows comments to scripts, so a dead
 * connection is noticed through its error event, not a client-side heartbeat timer.
 */
export function createLiveConnection(deps: LiveConnectionDeps): LiveConnection {
  // undefined while stopped.
  let viewer: Viewer | undefined;
  let stream: StreamLike | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  // Bumped whenever the current attempt is abandoned, so a late ticket or event is ignored.
  let attempt = 0;

  const closeStream = () => {
    stream?.close();
    stream = null;
    if (retryTimer !== null) clearTimeout(retryTimer);
    retryTimer = null;
  };

  const scheduleRetry = (current: number) => {
    if (current !== attempt) return;
    closeStream();
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void open();
    }, reconnectDelay(failures));
    failures += 1;
  };

  const open = async () => {
    const current = ++attempt;
    let url = endpointAddress(eventsContract.stream, {});
    if (viewer !== null) {
      try {
        url = endpointAddress(eventsContract.stream, { query: { ticket: await deps.fetchTicket() } });
      } catch {
        return scheduleRetry(current);
      }
      if (current !== attempt) return;
    }
    const source = deps.openStream(url);
    stream = source;
    source.onopen = () => {
      if (current !== attempt) return;
      deps.onResync();
      failures = 0;
    };
    source.onerror = () => scheduleRetry(current);
    source.addEventListener('change', (event) => {
      if (current !== attempt) return;
      const change = parseChange(event.data);
      if (change) deps.onChange(change);
    });
  };

  return {
    connect(next) {
      if (viewer !== undefined && next === viewer) return;
      attempt += 1;
      closeStream();
      viewer = next;
      failures = 0;
      void open();
    },
    stop() {
      attempt += 1;
      closeStream();
      viewer = undefined;
    },
  };
}
