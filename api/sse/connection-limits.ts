// Live-update streams held open per subscriber on this instance: a signed-in user by id, an
// anonymous visitor by IP (generous, since many users can share one address behind carrier NAT).

export type ConnectionLimits = { perUser: number; perAnonymousIp: number; total: number };

export type ConnectionCounter = {
  /** Takes a slot, or returns null when the key or the instance is at its cap. */
  acquire: (key: { userId: string } | { ip: string }) => (() => void) | null;
};

export function createConnectionCounter(limits: ConnectionLimits): ConnectionCounter {
  const counts = new Map<string, number>();
  let total = 0;
  return {
    acquire: (key) => {
      const [name, cap] = 'userId' in key ? [`user:${key.userId}`, limits.perUser] : [`ip:${key.ip}`, limits.perAnonymousIp];
      const count = counts.get(name) ?? 0;
      if (count >= cap || total >= limits.total) return null;
      counts.set(name, count + 1);
      total += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total -= 1;
        const left = (counts.get(name) ?? 1) - 1;
        if (left > 0) counts.set(name, left);
        else counts.delete(name);
      };
    },
  };
}
