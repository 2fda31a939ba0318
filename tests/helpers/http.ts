import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import { afterAll } from 'vitest';

/** Listens on an ephemeral port for this test file; closed when the file's tests end. */
export async function listen(app: Koa): Promise<string> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
