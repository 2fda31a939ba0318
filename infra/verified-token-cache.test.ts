import { describe, expect, it, vi } from 'vitest';
import * as tokens from './tokens.ts';
import { createVerifiedTokenCache } from './verified-token-cache.ts';

vi.mock('./tokens.ts', async (original) => {
  const actual = await original<typeof import('./tokens.ts')>();
  return { ...actual, verifyJwt: vi.fn(actual.verifyJwt) };
});

const SECRET = 's'.repeat(40);
const access = (subject: string, ttlSeconds = 900) => tokens.signJwt(SECRET, { typ: 'access', subject, ttlSeconds, claims: { sid: 'x' } });
const verifications = () => vi.mocked(tokens.verifyJwt).mock.calls.length;

describe('the verified access-token cache', () => {
  it('verifies a token once and answers its claims from memory after', async () => {
    const cache = createVerifiedTokenCache(SECRET, 'access');
    const token = await access('user-1');
    const before = verifications();
    const first = await cache.verify(token);
    const second = await cache.verify(token);
    expect(first?.subject).toBe('user-1');
    expect(second).toBe(first);
    expect(verifications() - before).toBe(1);
  });

  it('answers null for a remembered token once it has expired', async () => {
    let now = Date.now();
    const cache = createVerifiedTokenCache(SECRET, 'access', { now: () => now });
    const token = await access('user-2', 60);
    expect(await cache.verify(token)).not.toBeNull();
    now += 61_000;
    expect(await cache.verify(token)).toBeNull();
  });

  it('never remembers a token that failed: a forged one is refused every time', async () => {
    const cache = createVerifiedTokenCache(SECRET, 'access');
    const forged = await tokens.signJwt('o'.repeat(40), { typ: 'access', subject: 'user-3', ttlSeconds: 900 });
    const before = verifications();
    expect(await cache.verify(forged)).toBeNull();
    expect(await cache.verify(forged)).toBeNull();
    expect(verifications() - before).toBe(2);
  });

  it('refuses a token of another type, as verifyJwt does', async () => {
    const cache = createVerifiedTokenCache(SECRET, 'access');
    const reset = await tokens.signJwt(SECRET, { typ: 'password_reset', subject: 'user-4', ttlSeconds: 900 });
    expect(await cache.verify(reset)).toBeNull();
  });

  it('keeps at most its entries, the least recently used leaving first', async () => {
    const cache = createVerifiedTokenCache(SECRET, 'access', { maxEntries: 2 });
    const [a, b, c] = await Promise.all([access('a'), access('b'), access('c')]);
    await cache.verify(a!);
    await cache.verify(b!);
    await cache.verify(a!);
    await cache.verify(c!);
    const before = verifications();
    await cache.verify(a!);
    expect(verifications() - before).toBe(0);
    await cache.verify(b!);
    expect(verifications() - before).toBe(1);
  });
});
