import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { discardUnreadBody } from './unread-body.ts';

const outcomes: boolean[] = [];
const server = http.createServer((req, res) => {
  void discardUnreadBody(req, 64 * 1024).then((ended) => {
    outcomes.push(ended);
    res.end(String(ended));
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('discardUnreadBody', () => {
  it('reads an unread body to its end before the answer', async () => {
    const res = await fetch(url, { method: 'POST', body: Buffer.alloc(60 * 1024, 1) });
    expect(await res.text()).toBe('true');
  });

  it('gives up past its bound, so the answer closes the connection', async () => {
    await fetch(url, { method: 'POST', body: Buffer.alloc(1024 * 1024, 1) }).catch(() => undefined);
    expect(outcomes.at(-1)).toBe(false);
  });

  it('is done at once for a request without a body', async () => {
    expect(await (await fetch(url)).text()).toBe('true');
  });
});
