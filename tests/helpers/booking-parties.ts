import { randomBytes } from 'node:crypto';
import type { Db } from '../../infra/db.ts';
import { hashPassword } from '../../infra/password.ts';
import { accessTokenFor } from './accounts.ts';
import { uniquePhone } from './bookings.ts';

// For tests that talk to api processes they did not build (tests/reliability): the parties of a
// booking written straight to the database, each signed in by a token minted with the processes'
// JWT secret. A pair per booking, so every email has one recipient and one reason.

export type Party = { id: string; email: string; token: string };
export type BookingParties = { customer: Party; tutor: Party; book: (baseUrl: string, signal?: AbortSignal) => Promise<Response> };

let passwordHash: Promise<string> | undefined;

async function insertParty(db: Db, secret: string, role: 'customer' | 'tutor'): Promise<Party> {
  passwordHash ??= hashPassword('rahasia123');
  const email = `${role}.${randomBytes(6).toString('hex')}@example.com`;
  const name = role === 'tutor' ? 'Siti Rahma' : 'Budi Santoso';
  const [row] = await db('users')
    .insert({ email, password_hash: await passwordHash, role, name, email_confirmed_at: db.fn.now() })
    .returning<{ id: string }[]>('id');
  if (!row) throw new Error('user insert returned no id');
  if (role === 'tutor') {
    await db('tutors').insert({
      id: row.id,
      name,
      university: 'Universitas Indonesia',
      subjects: ['SMA - Fisika'],
      price_per_hour: 100_000,
      phone_number: uniquePhone('0812'),
      bank_account: 'BNI 1234567890',
      is_available: true,
    });
  } else {
    await db('customers').insert({ id: row.id, name, phone: uniquePhone('0813') });
  }
  return { id: row.id, email, token: await accessTokenFor({ db, config: { JWT_SECRET: secret } }, { id: row.id, role }) };
}

/** A customer and a tutor of their own; `book` posts the customer's booking of that tutor to an api. */
export async function bookingParties(db: Db, secret: string): Promise<BookingParties> {
  const customer = await insertParty(db, secret, 'customer');
  const tutor = await insertParty(db, secret, 'tutor');
  const book = (baseUrl: string, signal?: AbortSignal) =>
    fetch(`${baseUrl}/api/bookings`, {
      method: 'POST',
      signal,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
      body: JSON.stringify({
        tutorId: tutor.id,
        customerName: 'Budi Santoso',
        phone: uniquePhone('0857'),
        subjects: ['SMA - Fisika'],
        durationHours: 2,
        studentCount: 1,
      }),
    });
  return { customer, tutor, book };
}
