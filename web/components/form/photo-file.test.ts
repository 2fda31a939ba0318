import { describe, expect, it } from 'vitest';
import { photoFileProblem, PHOTO_MAX_BYTES } from './photo-file.ts';

describe('photoFileProblem', () => {
  it('accepts an image of up to 750KB', () => {
    expect(PHOTO_MAX_BYTES).toBe(768_000);
    expect(photoFileProblem({ type: 'image/png', size: PHOTO_MAX_BYTES })).toBeNull();
    expect(photoFileProblem({ type: 'image/webp', size: 10 })).toBeNull();
  });

  it('refuses anything over 750KB with the product message (product.md#tutor-photo)', () => {
    expect(photoFileProblem({ type: 'image/jpeg', size: PHOTO_MAX_BYTES + 1 })).toBe(
      'Ukuran file terlalu besar. Maksimum 750KB diperbolehkan.',
    );
  });

  it('refuses files that are not images', () => {
    expect(photoFileProblem({ type: 'application/pdf', size: 10 })).toBe('Hanya file gambar yang diperbolehkan untuk foto profil.');
    expect(photoFileProblem({ type: '', size: 10 })).toBe('Hanya file gambar yang diperbolehkan untuk foto profil.');
  });
});
