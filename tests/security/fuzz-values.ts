// Deterministic hostile inputs for tests/security/fuzz.test.ts: a seeded generator (the same run
// every time, so a failure can be replayed) over the shapes that break parsers and validators.

/** mulberry32: small, seeded, good enough to pick test values. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Strings for path parameters and query values (sent URL-encoded). */
export const BAD_STRINGS = [
  '',
  ' ',
  'a'.repeat(5000),
  '\u0000',
  'abc\u0000def',
  '💥'.repeat(300),
  '\u202Eevil\u202C',
  'ﬀ',
  '-1',
  '0',
  '1e309',
  'NaN',
  '99999999999999999999999',
  '-99999999999999999999',
  '3.5',
  'true',
  'null',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  '../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '%',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffffx',
];

/** Path parameters sent as they are: broken percent-encoding, encoded NUL, dots and slashes, a lone surrogate. */
export const RAW_PARAMS = ['%', '%E0%A4%A', '%00', '%ED%A0%80', '%2e%2e%2f%2e%2e', '%252e', '..', '.', '%20', '%C0%AF'];

/** Raw query strings (some deliberately not valid encoding). */
export const BAD_QUERIES = [
  'cursor=%E0%A4%A',
  'limit=-1&limit=999999999',
  'cursor[]=a&cursor[]=b',
  'cursor[__proto__][polluted]=1',
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  'minPrice=-5&maxPrice=1e400',
  'subject=%00&q=%00',
  'page=NaN&sort=%27',
  'ticket=' + 'x'.repeat(3000),
  'to=a@b&limit=0',
  'status=PAID&status[]=x&type=%FF',
];

const FIELDS = [
  'email',
  'password',
  'passwordConfirmation',
  'name',
  'role',
  'token',
  'otp',
  'resetToken',
  'tutorId',
  'customerName',
  'phone',
  'subjects',
  'durationHours',
  'studentCount',
  'notes',
  'rating',
  'comment',
  'reason',
  'reply',
  'subject',
  'category',
  'isAvailable',
  'pricePerHour',
  'university',
  'bankAccount',
  'imageUrl',
  'bio',
  'experience',
  'notesToStudents',
  'payload',
  'preferences',
  'channel',
  'id',
  'event',
  'enabled',
];

function badValue(random: () => number, depth = 0): unknown {
  const pick = Math.floor(random() * 14);
  switch (pick) {
    case 0:
      return BAD_STRINGS[Math.floor(random() * BAD_STRINGS.length)];
    case 1:
      return -Math.floor(random() * 1e6);
    case 2:
      return Number.MAX_SAFE_INTEGER * 1000;
    case 3:
      return String(Math.floor(random() * 100));
    case 4:
      return depth < 3 ? [badValue(random, depth + 1), badValue(random, depth + 1)] : [];
    case 5:
      return depth < 3 ? { nested: badValue(random, depth + 1), constructor: { prototype: { polluted: true } } } : {};
    case 6:
      return null;
    case 7:
      return true;
    case 8:
      return 0.5;
    case 9:
      return 'x'.repeat(200_000);
    case 10:
      return '\u0000\u0001\u001f';
    case 11:
      return { $gt: '' };
    case 12:
      return [];
    default:
      return '١٢٣٤'; // Arabic-Indic digits
  }
}

/** JSON bodies (as text): objects of known field names holding bad values, and odd top levels. */
export function badJsonBodies(random: () => number, count: number): string[] {
  const bodies = [
    'null',
    '[]',
    '"text"',
    '42',
    'true',
    '[{}]',
    '{"__proto__":{"polluted":true,"role":"admin"}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '['.repeat(3000) + ']'.repeat(3000),
    '{"a":'.repeat(2000) + '1' + '}'.repeat(2000),
  ];
  for (let i = 0; i < count; i += 1) {
    const body: Record<string, unknown> = {};
    const fields = 1 + Math.floor(random() * 6);
    for (let f = 0; f < fields; f += 1) body[FIELDS[Math.floor(random() * FIELDS.length)]!] = badValue(random);
    bodies.push(JSON.stringify(body));
  }
  return bodies;
}

/** Bodies whose bytes or declared type are wrong: [content-type, body]. */
export const MALFORMED_BODIES: [string, string | Buffer][] = [
  ['application/json', '{"a":'],
  ['application/json', '{"a":1,}'],
  ['application/json', "{'a':1}"],
  ['application/json', Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0x7d])],
  ['application/json', '\u0000'],
  ['application/json; charset=latin1', '{"a":"\u00e9"}'],
  ['text/plain', '{"email":"a@b.c"}'],
  ['application/x-www-form-urlencoded', 'email=a%40b.c&role=admin&__proto__[polluted]=1'],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n'],
  ['multipart/form-data', '--y\r\n\r\n'],
  ['application/xml', '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>'],
  ['image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
];
