import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';

// Images we store and serve: uploaded photos judged by their bytes and re-encoded, and avatars drawn
// locally when a tutor has none.

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif';

const startsWith = (bytes: Buffer, signature: number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);

/** The image format by magic bytes, never by file name or declared type; null when not an image we take. */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  return null;
}

const AVATAR_MAX_SIDE = 512;
// A small file can still declare a huge canvas (decompression bomb); sharp refuses past this.
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Decoded and re-encoded, so what we store is our own WebP without the original's metadata (EXIF
 * with GPS position, camera serials, embedded thumbnails): upright (EXIF orientation applied), at
 * most 512 px a side. Throws on anything sharp cannot decode.
 */
export async function reencodeAvatar(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false })
    .rotate()
    .resize(AVATAR_MAX_SIDE, AVATAR_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
}

/** A fresh, server-chosen storage key for an uploaded avatar of `ownerId`. */
export function newAvatarKey(ownerId: string): string {
  return `avatars/${ownerId}-${randomBytes(8).toString('hex')}.webp`;
}

// Avatars drawn locally from an SVG: initials over a gradient picked from the seed, so the same
// seed always gives the same picture and nothing is fetched from the network.
const SIZE = 256;

// Pairs of [from, to] colours with enough contrast for white initials.
const GRADIENTS: ReadonlyArray<readonly [string, string]> = [
  ['#4f46e5', '#7c3aed'],
  ['#0ea5e9', '#2563eb'],
  ['#10b981', '#0f766e'],
  ['#f59e0b', '#ea580c'],
  ['#ef4444', '#be123c'],
  ['#ec4899', '#9333ea'],
  ['#14b8a6', '#0369a1'],
  ['#84cc16', '#15803d'],
  ['#f97316', '#b91c1c'],
  ['#6366f1', '#0e7490'],
  ['#a855f7', '#db2777'],
  ['#0891b2', '#4338ca'],
];

/**
 * Up to two initials: first and last word, skipping one-letter words such as the Balinese "I" when
 * there is more to go on. '?' when the name has no letters.
 */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  const meaningful = words.filter((word) => word.replace(/[^\p{L}]/gu, '').length > 1);
  const chosen = meaningful.length > 0 ? meaningful : words;
  const letters = [chosen[0], chosen.length > 1 ? chosen[chosen.length - 1] : undefined]
    .map((word) => word?.match(/\p{L}/u)?.[0] ?? '')
    .join('');
  return letters ? letters.toLocaleUpperCase('id-ID') : '?';
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char);

function avatarSvg(initials: string, seed: string): string {
  const digest = createHash('sha256').update(seed).digest();
  const [from, to] = GRADIENTS[(digest[0] ?? 0) % GRADIENTS.length] ?? ['#4f46e5', '#7c3aed'];
  const angle = ((digest[1] ?? 0) % 4) * 45;
  const bubbleX = 40 + ((digest[2] ?? 0) % 176);
  const bubbleY = 40 + ((digest[3] ?? 0) % 60);
  const fontSize = initials.length > 1 ? 104 : 120;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <defs>
    <linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="${SIZE}" height="${SIZE}" fill="url(#g)"/>
  <circle cx="${bubbleX}" cy="${bubbleY}" r="88" fill="#ffffff" fill-opacity="0.08"/>
  <circle cx="${SIZE - bubbleX / 2}" cy="${SIZE - 24}" r="64" fill="#000000" fill-opacity="0.06"/>
  <text x="128" y="${128 + Math.round(fontSize * 0.36)}" text-anchor="middle" font-family="sans-serif" font-weight="600"
    font-size="${fontSize}" fill="#ffffff" letter-spacing="2">${escapeXml(initials)}</text>
</svg>`;
}

/** A 256×256 WebP avatar with the name's initials; deterministic for a given name and seed. */
export async function renderAvatar({ name, seed }: { name: string; seed: string }): Promise<Buffer> {
  return sharp(Buffer.from(avatarSvg(initialsOf(name), seed)))
    .webp({ quality: 82 })
    .toBuffer();
}

/**
 * A square JPEG of `side` px from any image we store: link previews (og:image) want JPEG or PNG at
 * 300 px or more, and our avatars are WebP of at most 512 px (256 for a drawn one). Covers the
 * square, centred; transparency goes white.
 */
export async function renderPreviewImage(bytes: Buffer, side: number): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false })
    .resize(side, side, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82 })
    .toBuffer();
}
