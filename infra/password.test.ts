import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('stores scrypt N=2^15 r=8 p=1 with a 16-byte salt and a 64-byte key', async () => {
    const stored = await hashPassword('rahasia123');
    const [scheme, n, r, p, salt, key] = stored.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '32768', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(64);
    expect(stored).not.toContain('rahasia123');
  });

  it('accepts the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('siswa123');
    expect(await verifyPassword('siswa123', stored)).toBe(true);
    expect(await verifyPassword('siswa124', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('sama'), hashPassword('sama')]);
    expect(a).not.toBe(b);
  });

  it('rejects a tampered hash', async () => {
    const stored = await hashPassword('tutor123');
    const parts = stored.split('$');
    const key = Buffer.from(parts[5] ?? '', 'base64');
    key[0] = (key[0] ?? 0) ^ 1;
    const tamperedKey = [...parts.slice(0, 5), key.toString('base64')].join('$');
    expect(await verifyPassword('tutor123', tamperedKey)).toBe(false);
    const tamperedSalt = [...parts.slice(0, 4), Buffer.alloc(16, 7).toString('base64'), parts[5]].join('$');
    expect(await verifyPassword('tutor123', tamperedSalt)).toBe(false);
    const weakened = ['scrypt', '16384', ...parts.slice(2)].join('$');
    expect(await verifyPassword('tutor123', weakened)).toBe(false);
  });

  it('rejects malformed and hostile stored values without throwing', async () => {
    const salt = Buffer.alloc(16, 1).toString('base64');
    const key = Buffer.alloc(64, 2).toString('base64');
    const malformed = [
      '',
      'plain',
      'bcrypt$x',
      'scrypt$32768$8$1$$',
      `scrypt$32768$8$1$${salt}$${key}$extra`,
      `scrypt$3$8$1$${salt}$${key}`,
      `scrypt$0$8$1$${salt}$${key}`,
      `scrypt$-32768$8$1$${salt}$${key}`,
      // Would need 1 GiB per check.
      `scrypt$${2 ** 20}$8$1$${salt}$${key}`,
      `scrypt$32768$8$1$${salt}$${Buffer.alloc(4).toString('base64')}`,
    ];
    for (const stored of malformed) expect(await verifyPassword('x', stored), stored).toBe(false);
  });
});
