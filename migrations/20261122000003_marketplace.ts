import type { Knex } from 'knex';

// Learning requests and the ONE transactions table shared by marketplace bookings and requests with
// a chosen tutor (docs/architecture.md#data-model). Money is integer rupiah; the price snapshot and
// the 85 % share are pinned by CHECKs so no code path can store an inconsistent total.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table learning_requests (
      id uuid primary key default gen_random_uuid(),
      customer_id uuid not null references users(id) on delete cascade,
      customer_name text not null check (length(btrim(customer_name)) between 1 and 120),
      phone text not null check (phone ~ '^(\\+62|62|0)8[0-9]{8,11}$'),
      subjects text[] not null check (cardinality(subjects) between 1 and 27),
      student_count integer not null check (student_count between 1 and 10),
      duration_hours integer not null check (duration_hours between 1 and 8),
      notes text check (length(notes) <= 2000),
      status text not null default 'OPEN'
        check (status in ('OPEN', 'TUTOR_SELECTED', 'PAYMENT_PENDING', 'PAID', 'COMPLETED', 'CANCELLED')),
      chosen_tutor_id uuid references tutors(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((status = 'OPEN') = (chosen_tutor_id is null) or status = 'CANCELLED')
    );
    create trigger learning_requests_updated_at before update on learning_requests for each row execute function set_updated_at();
    create index learning_requests_open_idx on learning_requests (created_at desc, id) where status = 'OPEN';
    create index learning_requests_customer_idx on learning_requests (customer_id, created_at desc);
    create index learning_requests_subjects_idx on learning_requests using gin (subjects);

    create table request_participants (
      request_id uuid not null references learning_requests(id) on delete cascade,
      tutor_id uuid not null references tutors(id) on delete cascade,
      joined_at timestamptz not null default now(),
      primary key (request_id, tutor_id)
    );
    create index request_participants_tutor_idx on request_participants (tutor_id, joined_at desc);

    create table transactions (
      id uuid primary key default gen_random_uuid(),
      source text not null check (source in ('booking', 'request')),
      request_id uuid unique references learning_requests(id),
      customer_id uuid not null references users(id),
      tutor_id uuid not null references tutors(id),
      customer_name text not null check (length(btrim(customer_name)) between 2 and 120),
      customer_phone text not null check (customer_phone ~ '^[0-9+]{10,16}$'),
      subjects text[] not null check (cardinality(subjects) between 1 and 27),
      duration_hours integer not null check (duration_hours between 1 and 8),
      student_count integer not null check (student_count between 1 and 10),
      notes text check (length(notes) <= 2000),
      price_per_hour integer not null check (price_per_hour between 1 and 10000000),
      total_price integer not null,
      tutor_payment integer not null,
      payment_status text not null default 'UNPAID'
        check (payment_status in ('UNPAID', 'PROOF_SUBMITTED', 'PAID', 'CANCELLED', 'REFUND_REQUESTED', 'REFUNDED')),
      class_status text not null default 'IN_PROGRESS' check (class_status in ('IN_PROGRESS', 'DONE', 'CANCELLED')),
      payment_rejection_reason text check (length(payment_rejection_reason) <= 500),
      paid_at timestamptz,
      class_done_at timestamptz,
      cancelled_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((source = 'request') = (request_id is not null)),
      check (total_price = price_per_hour * duration_hours * student_count),
      check (tutor_payment = (total_price::bigint * 85) / 100),
      check (class_status <> 'DONE' or payment_status = 'PAID')
    );
    create trigger transactions_updated_at before update on transactions for each row execute function set_updated_at();
    create index transactions_customer_idx on transactions (customer_id, created_at desc, id);
    create index transactions_tutor_idx on transactions (tutor_id, created_at desc, id);
    create index transactions_review_queue_idx on transactions (updated_at) where payment_status in ('PROOF_SUBMITTED', 'REFUND_REQUESTED');

    create table payment_proofs (
      id uuid primary key default gen_random_uuid(),
      transaction_id uuid not null references transactions(id) on delete cascade,
      uploaded_by uuid not null references users(id),
      channel text not null default 'web' check (channel in ('web', 'telegram', 'whatsapp')),
      file_key text not null unique,
      mime text not null check (mime in ('image/jpeg', 'image/png', 'application/pdf')),
      bytes integer not null check (bytes between 1 and 768000),
      sha256 char(64) not null,
      width integer check (width > 0),
      height integer check (height > 0),
      decision text not null default 'PENDING' check (decision in ('PENDING', 'APPROVED', 'REJECTED')),
      decided_by uuid references users(id),
      decided_at timestamptz,
      reason text check (length(reason) <= 500),
      uploaded_at timestamptz not null default now(),
      check ((decision = 'PENDING') = (decided_at is null))
    );
    create unique index payment_proofs_one_pending_idx on payment_proofs (transaction_id) where decision = 'PENDING';
    create index payment_proofs_transaction_idx on payment_proofs (transaction_id, uploaded_at desc);
    create index payment_proofs_sha256_idx on payment_proofs (sha256);

    create table payouts (
      id uuid primary key default gen_random_uuid(),
      tutor_id uuid not null references tutors(id),
      transaction_id uuid not null references transactions(id),
      amount integer not null check (amount > 0),
      admin_fee integer not null check (admin_fee >= 0),
      net_amount integer not null check (net_amount >= 0),
      bank_account text not null check (length(bank_account) between 1 and 120),
      status text not null default 'REQUESTED' check (status in ('REQUESTED', 'APPROVED', 'REJECTED', 'DONE')),
      reason text check (length(reason) <= 500),
      decided_by uuid references users(id),
      decided_at timestamptz,
      paid_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (net_amount = amount - admin_fee)
    );
    create trigger payouts_updated_at before update on payouts for each row execute function set_updated_at();
    -- One open (not rejected) payout per transaction.
    create unique index payouts_one_open_idx on payouts (transaction_id) where status <> 'REJECTED';
    create index payouts_tutor_idx on payouts (tutor_id, created_at desc);
    create index payouts_queue_idx on payouts (created_at) where status in ('REQUESTED', 'APPROVED');

    create table reviews (
      id uuid primary key default gen_random_uuid(),
      transaction_id uuid not null unique references transactions(id),
      tutor_id uuid not null references tutors(id),
      customer_id uuid not null references users(id),
      rating smallint not null check (rating between 1 and 5),
      comment text check (length(comment) <= 1000),
      created_at timestamptz not null default now()
    );
    create index reviews_tutor_idx on reviews (tutor_id, created_at desc);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop table if exists reviews;
    drop table if exists payouts;
    drop table if exists payment_proofs;
    drop table if exists transactions;
    drop table if exists request_participants;
    drop table if exists learning_requests;
  `);
}
