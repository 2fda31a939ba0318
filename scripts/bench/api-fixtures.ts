import type { Role } from '../../core/accounts/auth.schema.ts';
import type { Db } from '../../infra/db.ts';
import { signAccessToken } from '../../services/accounts/issue-session.ts';

// The users and rows the mixed workload acts on, made up front in set-based statements: signed-in
// customers (each with unpaid transactions to upload proofs to), signed-in tutors who join, and
// OPEN learning requests to join. Sessions are inserted and access tokens signed directly: the
// sign-in endpoint (a password hash each, and its own rate limit) is not what is measured.

/** What every booking, transaction and request of the bench is about: a tutor must teach it to be booked. */
export const BENCH_SUBJECT = 'SMA - Fisika';

export type BenchUser = { id: string; token: string };

export type ApiFixtures = {
  customers: BenchUser[];
  /** Per customer (same order), the unpaid transactions their proofs go to. */
  unpaid: string[][];
  joiners: BenchUser[];
  /** Listed, available tutors with a price who teach BENCH_SUBJECT: bookable and able to join. */
  bookableTutorIds: string[];
  /** Every listed tutor, for the profile page. */
  listedTutorIds: string[];
  openRequestIds: string[];
};

type Sizes = { customers: number; unpaidPerCustomer: number; joiners: number; openRequests: number };

async function signIn(db: Db, secret: string, ids: string[], role: Role): Promise<BenchUser[]> {
  const { rows } = await db.raw<{ rows: { user_id: string; family_id: string }[] }>(
    `insert into sessions (user_id, family_id, token_hash, expires_at)
     select id, gen_random_uuid(), 'bench-' || gen_random_uuid(), now() + interval '1 day' from unnest(?::uuid[]) id
     returning user_id, family_id`,
    [ids],
  );
  return Promise.all(
    rows.map(async (row) => ({ id: row.user_id, token: await signAccessToken(secret, { id: row.user_id, role }, row.family_id) })),
  );
}

/**
 * `round` tells the users and kode unik of a second set apart from the first's on the same
 * database (BENCH_API_BASELINE_REF seeds one set for each side).
 */
export async function createApiFixtures(db: Db, secret: string, sizes: Sizes, round = 0): Promise<ApiFixtures> {
  const { rows: customerRows } = await db.raw<{ rows: { id: string }[] }>(
    `with new_users as (
       insert into users (email, password_hash, role, name, email_confirmed_at)
       select 'bench-customer-' || ? || '-' || g || '@bench.test', 'not-a-hash', 'customer', 'Pelanggan Bench ' || g, now()
       from generate_series(1, ?::int) g
       returning id, name
     )
     insert into customers (id, name, phone) select id, name, '0813' || lpad((row_number() over ())::text, 8, '0') from new_users
     returning id`,
    [round, sizes.customers],
  );
  const customerIds = customerRows.map((row) => row.id);
  const bookableTutorIds = (await db('tutors')
    .where({ listed: true, is_available: true })
    .where('price_per_hour', '>=', 1)
    .whereRaw('subjects @> array[?]::text[]', [BENCH_SUBJECT])
    .orderBy('id')
    .pluck('id')) as string[];
  const listedTutorIds = (await db('tutors').where({ listed: true }).orderBy('id').pluck('id')) as string[];

  // Each customer's transactions with a spread of tutors, priced as openTransaction prices them.
  const { rows: unpaidRows } = await db.raw<{ rows: { id: string; customer_id: string }[] }>(
    `with customer as (select id, ordinality - 1 as n from unnest(?::uuid[]) with ordinality id),
          tutor as (select id, price_per_hour, ordinality - 1 as k from unnest(?::uuid[]) with ordinality id join tutors using (id))
     insert into transactions (source, customer_id, tutor_id, customer_name, customer_phone, subjects, duration_hours, student_count,
                               price_per_hour, total_price, tutor_payment, unique_code)
     select 'booking', c.id, t.id, 'Pelanggan Bench', '085700000000', array[?], 1, 1,
            t.price_per_hour, t.price_per_hour, (t.price_per_hour::bigint * 85) / 100,
            -- Codes from the top of the wide range the bench's api runs with, clear of its draws' start.
            99999 - ?::int - (row_number() over ())::int
     from customer c cross join generate_series(0, ? - 1) g
     join tutor t on t.k = (c.n * 7 + g * 131) % ?
     returning id, customer_id`,
    [
      customerIds,
      bookableTutorIds,
      BENCH_SUBJECT,
      round * sizes.customers * sizes.unpaidPerCustomer,
      sizes.unpaidPerCustomer,
      bookableTutorIds.length,
    ],
  );
  const unpaidOf = new Map<string, string[]>(customerIds.map((id) => [id, []]));
  for (const row of unpaidRows) unpaidOf.get(row.customer_id)?.push(row.id);

  const { rows: requestRows } = await db.raw<{ rows: { id: string }[] }>(
    `insert into learning_requests (customer_id, customer_name, phone, subjects, student_count, duration_hours, notes, status, expires_at)
     select (?::uuid[])[1 + g % ?], 'Pelanggan Bench', '085700000000', array[?], 2, 2, 'Persiapan ujian', 'OPEN', now() + interval '7 days'
     from generate_series(0, ? - 1) g
     returning id`,
    [customerIds, customerIds.length, BENCH_SUBJECT, sizes.openRequests],
  );
  await db.raw('analyze');

  const customers = await signIn(db, secret, customerIds, 'customer');
  return {
    customers,
    unpaid: customers.map((customer) => unpaidOf.get(customer.id) ?? []),
    joiners: await signIn(db, secret, bookableTutorIds.slice(0, sizes.joiners), 'tutor'),
    bookableTutorIds,
    listedTutorIds,
    openRequestIds: requestRows.map((row) => row.id),
  };
}
