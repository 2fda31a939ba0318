import { createHash } from 'node:crypto';
import sharp from 'sharp';

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
  return sharp(Buffer.from(avatarSvg(initialsOf(name), seed))).webp({ quality: 82 }).toBuffer();
}
