import { createServer } from 'node:http';
import { Writable } from 'node:stream';
import Koa from 'koa';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { errorHandler } from './error-handler.ts';
import { requestLog } from './request-log.ts';

/** A logger whose lines are kept, parsed. */
function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

async function handle(app: Koa, requestId: string) {
  const server = createServer(app.callback()).listen(0);
  try {
    const { port } = server.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${port}/somewhere?email=rina@example.test`, { headers: { 'x-request-id': requestId } });
    await response.text();
  } finally {
    server.close();
  }
}

describe('the request log', () => {
  it("writes one line per request with the request's id and no query, making no child logger", async () => {
    const { logger, lines } = capturedLogger();
    const child = vi.spyOn(logger, 'child');
    const app = new Koa();
    app.use(errorHandler(logger)).use(requestLog(logger));
    app.use((ctx) => {
      ctx.body = 'ok';
    });
    await handle(app, 'request-one-1234');
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect(lines[0]).toMatchObject({ msg: 'request', requestId: 'request-one-1234', method: 'GET', path: '/somewhere', status: 200 });
    expect(JSON.stringify(lines[0])).not.toContain('rina@example.test');
    expect(child).not.toHaveBeenCalled();
  });

  it("gives what a handler logs the request's id, through one child made when first asked for", async () => {
    const { logger, lines } = capturedLogger();
    const child = vi.spyOn(logger, 'child');
    const app = new Koa();
    app.use(errorHandler(logger)).use(requestLog(logger));
    app.use((ctx) => {
      ctx.state.log.info('first');
      ctx.state.log.info('second');
      ctx.body = 'ok';
    });
    await handle(app, 'request-two-1234');
    await vi.waitFor(() => expect(lines).toHaveLength(3));
    expect(lines.map((line) => [line.msg, line.requestId])).toEqual([
      ['first', 'request-two-1234'],
      ['second', 'request-two-1234'],
      ['request', 'request-two-1234'],
    ]);
    expect(child).toHaveBeenCalledTimes(1);
  });
});
