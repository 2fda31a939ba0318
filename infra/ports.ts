import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import net from 'node:net';

/** Whether `port` can be listened on at `host` right now. */
export async function portIsFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  const server = net.createServer();
  const free = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, host, () => resolve(true));
  });
  if (free) await new Promise<void>((resolve) => server.close(() => resolve()));
  return free;
}

/**
 * A free port below Linux's ephemeral range: connecting again and again to a closed port inside
 * that range can end in a TCP self-connect that then holds the port the test wants to open.
 */
export async function sparePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + randomInt(12_000);
    if (await portIsFree(port)) return port;
  }
}

/**
 * Who listens on `port`, as `name (pid N)`, when this machine's `ss` can tell (Linux, the
 * process ours to see); undefined otherwise. For messages only.
 */
export function portHolder(port: number): string | undefined {
  const ss = spawnSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8', timeout: 2000 });
  const match = ss.status === 0 ? /users:\(\("([^"]+)",pid=(\d+)/.exec(ss.stdout) : null;
  return match ? `${match[1]} (pid ${match[2]})` : undefined;
}
