import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt with OWASP's minimum cost (N=2^15, r=8, p=1). The parameters travel with each hash
// (`scrypt$N$r$p$salt$hash`) so the cost can be raised later without invalidating old hashes.
const N = 2 ** 15;
const R = 8;
const P = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
// scrypt needs 128·N·r bytes; Node's default maxmem (32 MiB) is exactly that and rejects it.
const maxmemFor = (n: number, r: number) => 128 * n * r * 2;
// The most memory a stored hash may ask for (4× today's cost), so a corrupted or hostile value
// cannot make one check allocate gigabytes.
const MAX_SCRYPT_BYTES = 128 * N * R * 4;

// NFKC so the same typed password matches whatever Unicode form a keyboard or browser produced.
function scrypt(plain: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(plain.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(plain, salt, KEY_BYTES, { N, r: R, p: P, maxmem: maxmemFor(N, R) });
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash {
  n: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

const positiveInt = (text: string | undefined): number | null => (text && /^[1-9][0-9]{0,7}$/.test(text) ? Number(text) : null);

function parseHash(stored: string): ParsedHash | null {
  const [scheme, nText, rText, pText, saltText, keyText, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || rest.length > 0 || !saltText || !keyText) return null;
  const n = positiveInt(nText);
  const r = positiveInt(rText);
  const p = positiveInt(pText);
  if (!n || !r || !p || n < 2 || (n & (n - 1)) !== 0 || 128 * n * r > MAX_SCRYPT_BYTES || p > 4) return null;
  const salt = Buffer.from(saltText, 'base64');
  const key = Buffer.from(keyText, 'base64');
  if (salt.length < 8 || key.length < 16 || key.length > 128) return null;
  return { n, r, p, salt, key };
}

/** True when `plain` matches `stored`; false for a wrong password or a malformed/tampered hash. */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const { n, r, p, salt, key } = parsed;
  const candidate = await scrypt(plain, salt, key.length, { N: n, r, p, maxmem: maxmemFor(n, r) });
  return timingSafeEqual(candidate, key);
}
