/** docs/product.md#tutor-photo: a profile photo is an image of at most 750KB (the server checks again by content). */
export const PHOTO_MAX_BYTES = 750 * 1024;

export const PHOTO_MESSAGES = {
  notImage: 'Hanya file gambar yang diperbolehkan untuk foto profil.',
  tooLarge: 'Ukuran file terlalu besar. Maksimum 750KB diperbolehkan.',
} as const;

export function photoFileProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return PHOTO_MESSAGES.notImage;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_MESSAGES.tooLarge;
  return null;
}
