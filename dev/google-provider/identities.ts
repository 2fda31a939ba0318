import { createHash } from 'node:crypto';

// Who can "be Google" on the local provider: a few ready identities and any address typed in. The
// subject is derived from the address, so picking the same address again is the same Google
// account (a returning user), across restarts too.

export type DevIdentity = { email: string; name: string; emailVerified: boolean };

/**
 * The demo customer and tutor (their addresses already have a password account, so choosing them
 * shows the linking step) and two addresses with no account yet (a new account).
 */
export const DEMO_IDENTITIES: readonly DevIdentity[] = [
  { email: 'siswa@ajarin.id', name: 'Nadia Putri Ramadhani', emailVerified: true },
  { email: 'tutor@ajarin.id', name: 'Rizky Pratama', emailVerified: true },
  { email: 'dimas.google@demo.ajarin.id', name: 'Dimas Anggara', emailVerified: true },
  { email: 'putri.google@demo.ajarin.id', name: 'Putri Maharani', emailVerified: true },
];

const EMAIL = /^[^\s@<>"]{1,64}@[^\s@<>"]{1,180}\.[^\s@<>".]{2,}$/;

/** The identity the picker's form describes, or a message saying what is wrong with it. */
export function readIdentity(form: { email?: unknown; name?: unknown; verified?: unknown }): DevIdentity | { problem: string } {
  const email = typeof form.email === 'string' ? form.email.trim().toLowerCase() : '';
  if (!EMAIL.test(email) || email.length > 254) return { problem: 'Masukkan alamat email yang valid.' };
  // Control characters would make a name Postgres or a page cannot show.
  const typed =
    typeof form.name === 'string'
      ? form.name
          .replace(/\p{Cc}/gu, '')
          .trim()
          .slice(0, 120)
      : '';
  const name = typed || email.split('@')[0] || email;
  return { email, name, emailVerified: form.verified === '1' || form.verified === 'on' };
}

export function devSubject(email: string): string {
  return `dev-${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 32)}`;
}
