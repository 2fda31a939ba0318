import type { Context } from 'koa';

// One Server-Sent Events response, written straight to the socket: Koa is told not to respond
// (`ctx.respond = false`), because a body stream piped by Koa reports every client that leaves as
// a "premature close" error, and leaving is how every stream ends. Headers set by earlier
// middleware (security headers, request id) are already on the response and go out with it.

export type EventStream = {
  send: (event: string, data: Record<string, string>) => void;
  comment: (text: string) => void;
  readonly closed: boolean;
};

export type EventStreamOptions = {
  heartbeatMs: number;
  /** Reconnection delay hint for EventSource (`retry:` field). */
  retryMs: number;
  /** A client this far behind is dropped (it reconnects and resyncs) instead of growing memory. */
  maxBufferedBytes?: number;
  onClose: () => void;
};

export function openEventStream(ctx: Context, options: EventStreamOptions): EventStream {
  const maxBuffered = options.maxBufferedBytes ?? 256 * 1024;
  const { res } = ctx;
  const socket = ctx.req.socket;
  socket.setTimeout(0);
  socket.setNoDelay(true);
  socket.setKeepAlive(true);

  ctx.respond = false;
  ctx.status = 200;
  ctx.set('Content-Type', 'text/event-stream; charset=utf-8');
  ctx.set('Cache-Control', 'no-cache, no-transform');
  // Reverse proxies (nginx) would otherwise buffer the stream.
  ctx.set('X-Accel-Buffering', 'no');
  res.flushHeaders();

  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    if (!res.writableEnded) res.end();
    options.onClose();
  };
  const write = (chunk: string) => {
    if (closed) return;
    if (res.writableLength > maxBuffered) {
      close();
      res.destroy();
      return;
    }
    res.write(chunk);
  };

  // Comments keep proxies and the browser from timing out an idle stream.
  const heartbeat = setInterval(() => write(': heartbeat\n\n'), options.heartbeatMs);
  res.once('close', close);
  write(`retry: ${options.retryMs}\n\n`);

  return {
    send: (event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
    comment: (text) => write(`: ${text}\n\n`),
    get closed() {
      return closed;
    },
  };
}
