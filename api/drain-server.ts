import type { Server, ServerResponse } from 'node:http';

const POLL_MS = 100;

export type DrainableServer = {
  /**
   * Stops accepting connections, ends every live-update stream at once (its client reconnects to
   * another replica), lets every other request in flight finish for up to `graceMs`, then cuts
   * whatever is left. Resolves once the server is closed.
   */
  drain: (graceMs: number) => Promise<void>;
};

const isEventStream = (res: ServerResponse) => String(res.getHeader('content-type') ?? '').startsWith('text/event-stream');

/** Keeps count of the responses `server` is writing, for a shutdown that does not cut them. */
export function drainable(server: Server): DrainableServer {
  const active = new Set<ServerResponse>();
  let draining = false;
  server.on('request', (_req, res: ServerResponse) => {
    active.add(res);
    res.once('close', () => active.delete(res));
    // A request that starts on a kept-alive connection while draining is its last one.
    if (draining) res.shouldKeepAlive = false;
  });

  return {
    drain: async (graceMs) => {
      draining = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      const deadline = Date.now() + graceMs;
      for (;;) {
        for (const res of active) {
          if (isEventStream(res)) res.end();
          else if (!res.headersSent) res.shouldKeepAlive = false;
        }
        server.closeIdleConnections();
        if ([...active].every(isEventStream) || Date.now() >= deadline) break;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      server.closeAllConnections();
      await closed;
    },
  };
}
