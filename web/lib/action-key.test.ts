import { describe, expect, it } from 'vitest';
import { createActionKey } from './action-key.ts';

const counter = () => {
  let next = 0;
  return () => `kunci-${(next += 1)}`;
};

describe('createActionKey', () => {
  it('sends one key again while the same input is re-submitted', () => {
    const key = createActionKey(counter());
    expect(key.keyFor({ tutorId: 't1', durationHours: 2 })).toBe('kunci-1');
    expect(key.keyFor({ tutorId: 't1', durationHours: 2 })).toBe('kunci-1');
  });

  it('makes a new key once the input changed', () => {
    const key = createActionKey(counter());
    key.keyFor({ tutorId: 't1', durationHours: 2 });
    expect(key.keyFor({ tutorId: 't1', durationHours: 3 })).toBe('kunci-2');
  });

  it('makes a new key after the action succeeded, even for the same input', () => {
    const key = createActionKey(counter());
    key.keyFor('transaksi-1');
    key.reset();
    expect(key.keyFor('transaksi-1')).toBe('kunci-2');
  });

  it('tells two chosen files apart', () => {
    const key = createActionKey(counter());
    const first = new File([new Uint8Array([1, 2, 3])], 'bukti.png', { type: 'image/png', lastModified: 1 });
    const same = new File([new Uint8Array([1, 2, 3])], 'bukti.png', { type: 'image/png', lastModified: 1 });
    const other = new File([new Uint8Array([1, 2, 3, 4])], 'bukti-baru.png', { type: 'image/png', lastModified: 2 });
    expect(key.keyFor({ id: 't1', file: first })).toBe('kunci-1');
    expect(key.keyFor({ id: 't1', file: same })).toBe('kunci-1');
    expect(key.keyFor({ id: 't1', file: other })).toBe('kunci-2');
  });

  it('uses random UUIDs by default', () => {
    const key = createActionKey();
    expect(key.keyFor({})).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
});
