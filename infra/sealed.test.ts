import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createSealer } from './sealed.ts';

const secret = 'a'.repeat(40);
const schema = z.object({ state: z.string() });

afterEach(() => {
  vi.useRealTimers();
});

describe('createSealer', () => {
  it('opens what it sealed, and the browser cannot read the payload', async () => {
    const sealer = createSealer(secret, 'google-flow');
    const sealed = await sealer.seal({ state: 'abc123-secret-state' }, 600);
    expect(sealed).not.toContain('abc123');
    expect(Buffer.from(sealed.split('.')[0] ?? '', 'base64url').toString()).toContain('"dir"');
    expect(await sealer.open(sealed, schema)).toEqual({ state: 'abc123-secret-state' });
  });

  it('refuses a value sealed for another purpose, under another secret, changed, expired or of the wrong shape', async () => {
    const sealer = createSealer(secret, 'google-flow');
    const sealed = await sealer.seal({ state: 's' }, 600);
    expect(await createSealer(secret, 'google-link').open(sealed, schema)).toBeNull();
    expect(await createSealer('b'.repeat(40), 'google-flow').open(sealed, schema)).toBeNull();
    const parts = sealed.split('.');
    const cipher = parts[3] ?? '';
    const flipped = [...parts.slice(0, 3), `${cipher.slice(0, -2)}${cipher.endsWith('AA') ? 'BB' : 'AA'}`, parts[4]].join('.');
    expect(await sealer.open(flipped, schema)).toBeNull();
    expect(await sealer.open('not-a-jwe', schema)).toBeNull();
    expect(await sealer.open(undefined, schema)).toBeNull();
    expect(await sealer.open('x'.repeat(5000), schema)).toBeNull();
    expect(await sealer.open(sealed, z.object({ nonce: z.string() }))).toBeNull();

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 601_000);
    expect(await sealer.open(sealed, schema)).toBeNull();
  });
});
