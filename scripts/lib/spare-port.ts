import { randomInt } from 'node:crypto';
import net from 'node:net';

/**
 * A free port below Linux's ephemeral range: connecting again and again to a closed port inside
 * that range can end in a TCP self-connect that then holds the port the test wants to open.
 */
export async function sparePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + randomInt(12_000);
    const server = net.createServer();
    const free = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (free) {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      return port;
    }
  }
}
