import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireInstanceLock, LostInstanceLockError, type InstanceLock } from '../../infra/single-instance.ts';
import { usePostgresAuthState } from '../../infra/whatsapp/postgres-auth-state.ts';
import { freshDatabase } from '../helpers/database.ts';

// The bot's instance lock (decision 038) on real connections: a holder cut off from Postgres by a
// network that drops every packet (no reset, no FIN: a TCP proxy that stops forwarding) gives up
// on its own within two heartbeats, and a standby takes over once the server's idle-session
// timeout ends the holder's session, well within 30 s and after the holder stopped. Every holding
// takes a higher epoch, and the login writes of a holder that lost the lock are refused.

const { db, url } = await freshDatabase();
const logger = pino({ level: 'silent' });
const locks: InstanceLock[] = [];
afterAll(async () => {
  for (const lock of locks) await lock.release();
});

/** A TCP proxy to Postgres that can go silent: `cut()` drops every byte both ways and answers no new connection. */
async function partitionableProxy(target: URL) {
  let cut = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    if (cut) return;
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(upstream);
    client.on('data', (chunk) => void (cut || upstream.write(chunk)));
    upstream.on('data', (chunk) => void (cut || client.write(chunk)));
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      // Before the cut a closed side closes the other, as a network does; after it nothing passes.
      from.on('close', () => void (cut || to.destroy()));
      from.on('error', () => {});
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxied = new URL(target);
  proxied.hostname = '127.0.0.1';
  proxied.port = String((server.address() as net.AddressInfo).port);
  return {
    url: proxied.toString(),
    cut: () => void (cut = true),
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

const acquire = async (databaseUrl: string, name: string, extra: { onStandby?: () => void } = {}) => {
  const lock = await acquireInstanceLock({ databaseUrl, name, logger, retryMs: 200, heartbeatMs: 500, sessionTimeoutMs: 3_000, ...extra });
  locks.push(lock!);
  return lock!;
};

describe('a holder cut off from Postgres', () => {
  it('gives the lock up itself, and a standby takes over within seconds, after it', async () => {
    const name = `failover-${randomBytes(4).toString('hex')}`;
    const proxy = await partitionableProxy(new URL(url));
    afterAll(proxy.close);
    const holder = await acquire(proxy.url, name);
    let standing!: () => void;
    const isStandby = new Promise<void>((resolve) => (standing = resolve));
    const standby = acquire(url, name, { onStandby: standing });
    await isStandby;

    const cutAt = Date.now();
    proxy.cut();
    const lostAt = await holder.lost.then(() => Date.now());
    const taken = await standby;
    const takenAt = Date.now();
    // The holder's heartbeat got no answer (500 ms between, 500 ms to answer) before the server
    // ended its silent session (3 s): it stopped before anyone else could start.
    expect(lostAt - cutAt).toBeLessThan(3_000);
    expect(lostAt).toBeLessThan(takenAt);
    expect(takenAt - cutAt).toBeLessThan(30_000);
    expect(taken.fence.epoch).toBe(holder.fence.epoch + 1);
  }, 40_000);
});

describe('the lock epoch', () => {
  it('refuses the login writes of a holder that lost the lock, and tells it, so the new holder’s keys stay', async () => {
    const name = `fence-${randomBytes(4).toString('hex')}`;
    const old = await acquire(url, name);
    const oldAuth = await usePostgresAuthState(db, { fence: old.fence });
    oldAuth.state.creds.me = { id: '6281400000000:2@s.whatsapp.net' };
    await oldAuth.saveCreds();
    await oldAuth.state.keys.set({ session: { 'a.0': Buffer.from('old session') } });

    // Postgres ends the old holder's lock session (a restart, a cut) before its heartbeat notices.
    await db.raw(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ?`, [`ajarin-${name}-${process.pid}`]);
    const current = await acquire(url, name);
    expect(current.fence.epoch).toBe(old.fence.epoch + 1);
    const currentAuth = await usePostgresAuthState(db, { fence: current.fence });
    await currentAuth.state.keys.set({ session: { 'a.0': Buffer.from('new session') } });
    currentAuth.state.creds.nextPreKeyId = 77;
    await currentAuth.saveCreds();

    // The old one still runs: Baileys writes what it had in hand.
    await expect(oldAuth.state.keys.set({ session: { 'a.0': Buffer.from('stale session') } })).rejects.toBeInstanceOf(
      LostInstanceLockError,
    );
    oldAuth.state.creds.nextPreKeyId = 3;
    await expect(oldAuth.saveCreds()).rejects.toThrow(/held by a newer process/);
    await expect(oldAuth.clearAll()).rejects.toBeInstanceOf(LostInstanceLockError);
    expect(await old.lost).toBeInstanceOf(Error);

    const reread = await usePostgresAuthState(db);
    expect(await reread.state.keys.get('session', ['a.0'])).toEqual({ 'a.0': Buffer.from('new session') });
    expect(reread.state.creds.nextPreKeyId).toBe(77);
  });

  it('makes a new holder wait for a write of the old one in progress, so it reads what that write committed', async () => {
    const name = `fence-wait-${randomBytes(4).toString('hex')}`;
    const old = await acquire(url, name);
    const oldAuth = await usePostgresAuthState(db, { fence: old.fence });
    await db('whatsapp_auth').where({ key: 'creds' }).delete();

    // Hold the row a commit of the old holder's waits on, so its fenced write is in progress.
    const blocker = await db.client.acquireConnection();
    await db.raw('begin').connection(blocker);
    await db.raw(`insert into whatsapp_auth (key, value) values ('creds', '{}'::jsonb)`).connection(blocker);
    oldAuth.state.creds.nextPreKeyId = 41;
    const save = oldAuth.saveCreds();
    await new Promise((resolve) => setTimeout(resolve, 200));

    await db.raw(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ?`, [`ajarin-${name}-${process.pid}`]);
    let newHolderAt: number | undefined;
    const next = acquire(url, name).then((lock) => ((newHolderAt = Date.now()), lock));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(newHolderAt).toBeUndefined();
    await db.raw('rollback').connection(blocker);
    await db.client.releaseConnection(blocker);
    await save;
    const current = await next;
    expect(current.fence.epoch).toBe(old.fence.epoch + 1);
    expect((await usePostgresAuthState(db, { fence: current.fence })).state.creds.nextPreKeyId).toBe(41);
  });
});
