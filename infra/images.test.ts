import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { initialsOf, renderAvatar } from './images.ts';

describe('renderAvatar', () => {
  it('renders a 256×256 WebP', async () => {
    const bytes = await renderAvatar({ name: 'Siti Nurhaliza', seed: 'tutor-1' });
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([256, 256]);
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
  });

  it('is deterministic for a seed and varies between seeds', async () => {
    const a = await renderAvatar({ name: 'Budi Santoso', seed: 'a' });
    const again = await renderAvatar({ name: 'Budi Santoso', seed: 'a' });
    expect(a.equals(again)).toBe(true);
    const others = await Promise.all(['b', 'c', 'd', 'e'].map((seed) => renderAvatar({ name: 'Budi Santoso', seed })));
    expect(others.some((other) => !other.equals(a))).toBe(true);
  });

  it('draws names with markup characters safely', async () => {
    const bytes = await renderAvatar({ name: '<script>&"', seed: 'x' });
    expect((await sharp(bytes).metadata()).format).toBe('webp');
  });
});

describe('initialsOf', () => {
  it.each([
    ['Budi Santoso', 'BS'],
    ['Andi Muhammad Rauf', 'AR'],
    ['I Made Ardi Sudarsana', 'MS'],
    ['ni luh putu ayu', 'NA'],
    ['Kevin', 'K'],
    ['  ', '?'],
    ['I', 'I'],
  ])('%j → %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
