import { randomBytes } from 'node:crypto';
import type { Db } from '../../infra/db.ts';

// Learning requests written straight into the database, for the notification and expiry tests:
// they test what happens after a request exists, not how one is posted.

export type Person = { id: string; email: string; name: string };

export type RequestFixture = {
  subjects?: string[];
  notes?: string | null;
  status?: 'OPEN' | 'CHOSEN' | 'CANCELLED' | 'EXPIRED';
  chosenTutorId?: string | null;
  /** Hours from now; negative is overdue. */
  expiresInHours?: number;
};

export function requestFixtures(db: Db) {
  let sequence = 0;

  async function user(role: 'customer' | 'tutor', name: string, confirmed: boolean): Promise<Person> {
    sequence += 1;
    const email = `${role}.req.${sequence}.${randomBytes(3).toString('hex')}@example.com`;
    const [row] = await db('users')
      .insert({ email, password_hash: 'x', role, name, email_confirmed_at: confirmed ? db.fn.now() : null })
      .returning<{ id: string }[]>('id');
    if (!row) throw new Error('user insert returned no id');
    return { id: row.id, email, name };
  }

  /** A tutor with a phone number (so a test can check it is never mailed); listed unless unconfirmed. */
  async function tutor(
    options: { name?: string; subjects?: string[]; available?: boolean; confirmed?: boolean } = {},
  ): Promise<Person & { phone: string }> {
    const name = options.name ?? `Tutor ${sequence + 1}`;
    const person = await user('tutor', name, options.confirmed ?? true);
    const phone = `0812${String(100_000_00 + sequence).slice(-8)}`;
    await db('tutors').insert({
      id: person.id,
      name,
      university: 'Universitas Indonesia',
      subjects: options.subjects ?? ['SMA - Fisika'],
      price_per_hour: 100_000,
      phone_number: phone,
      is_available: options.available ?? true,
    });
    return { ...person, phone };
  }

  async function customer(name = 'Budi Santoso'): Promise<Person> {
    const person = await user('customer', name, true);
    await db('customers').insert({ id: person.id, name, phone: '081398765432' });
    return person;
  }

  const REQUEST_PHONE = '085700001111';

  async function request(owner: Person, options: RequestFixture = {}): Promise<string> {
    const [row] = await db('learning_requests')
      .insert({
        customer_id: owner.id,
        customer_name: owner.name,
        phone: REQUEST_PHONE,
        subjects: options.subjects ?? ['SMA - Fisika'],
        student_count: 2,
        duration_hours: 3,
        notes: options.notes === undefined ? 'Persiapan ujian' : options.notes,
        status: options.status ?? 'OPEN',
        chosen_tutor_id: options.chosenTutorId ?? null,
        expires_at: db.raw(`now() + make_interval(hours => ?)`, [options.expiresInHours ?? 24]),
      })
      .returning<{ id: string }[]>('id');
    if (!row) throw new Error('request insert returned no id');
    return row.id;
  }

  async function join(requestId: string, tutorId: string): Promise<void> {
    await db('request_participants').insert({ request_id: requestId, tutor_id: tutorId });
  }

  /** Marks `tutorId` chosen and opens the request's transaction as the choose use case would. */
  async function choose(requestId: string, tutorId: string, paymentStatus = 'UNPAID'): Promise<string> {
    const row = await db('learning_requests')
      .where({ id: requestId })
      .update({ status: 'CHOSEN', chosen_tutor_id: tutorId })
      .returning('*');
    const request = row[0] as {
      customer_id: string;
      customer_name: string;
      phone: string;
      subjects: string[];
      duration_hours: number;
      student_count: number;
    };
    const total = 100_000 * request.duration_hours * request.student_count;
    const [transaction] = await db('transactions')
      .insert({
        source: 'request',
        request_id: requestId,
        customer_id: request.customer_id,
        tutor_id: tutorId,
        customer_name: request.customer_name,
        customer_phone: request.phone,
        subjects: request.subjects,
        duration_hours: request.duration_hours,
        student_count: request.student_count,
        price_per_hour: 100_000,
        total_price: total,
        tutor_payment: Math.floor((total * 85) / 100),
        payment_status: paymentStatus,
      })
      .returning<{ id: string }[]>('id');
    if (!transaction) throw new Error('transaction insert returned no id');
    return transaction.id;
  }

  return { tutor, customer, request, join, choose, REQUEST_PHONE };
}
