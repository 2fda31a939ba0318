import type { Knex } from 'knex';

// Attendance and disputes (docs/product.md#lesson-attendance, decisions 054 and 055).
// `lesson_session_notices` is the ledger of the lesson jobs' messages: one row per session, kind,
// side and start time, inserted under the session's row lock, so a job run twice (or by the sweep
// too) tells once, and a rescheduled session (a new starts_at) is told again for its new time.
// `lesson_disputes` holds a customer's 'Tidak' / 'Ada masalah' until an admin decides; while one is
// OPEN the payout of its transaction is refused. A partial refund is an amount of the dispute, not
// a change to the transaction's price: total_price and the 85 % tutor_payment keep their CHECK, and
// the payout pays 85 % of what the customer did not get back (decision 055).
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table lesson_session_notices (
      session_id uuid not null references lesson_sessions(id) on delete cascade,
      kind text not null check (kind in ('remind-24h', 'remind-1h', 'prompt', 'silence-warning')),
      party text not null check (party in ('tutor', 'customer')),
      starts_at timestamptz not null,
      sent_at timestamptz not null default now(),
      primary key (session_id, kind, party, starts_at)
    );

    create table lesson_disputes (
      id uuid primary key default gen_random_uuid(),
      session_id uuid not null references lesson_sessions(id) on delete cascade,
      transaction_id uuid not null references transactions(id) on delete cascade,
      opened_by text not null check (opened_by in ('tutor', 'customer')),
      reason text not null check (reason in ('NO', 'PROBLEM')),
      status text not null default 'OPEN' check (status in ('OPEN', 'DECIDED')),
      customer_statement text check (length(customer_statement) <= 2000),
      customer_statement_at timestamptz,
      tutor_statement text check (length(tutor_statement) <= 2000),
      tutor_statement_at timestamptz,
      outcome text check (outcome in ('DONE', 'PARTIAL_REFUND', 'FULL_REFUND')),
      refund_amount integer check (refund_amount > 0),
      decision_note text check (length(decision_note) <= 2000),
      decided_by uuid references users(id),
      decided_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((customer_statement is null) = (customer_statement_at is null)),
      check ((tutor_statement is null) = (tutor_statement_at is null)),
      check ((status = 'DECIDED') = (outcome is not null)),
      check ((outcome is null) = (decided_at is null)),
      check ((outcome = 'PARTIAL_REFUND') = (refund_amount is not null))
    );
    create trigger lesson_disputes_updated_at before update on lesson_disputes for each row execute function set_updated_at();
    create unique index lesson_disputes_one_open_idx on lesson_disputes (session_id) where status = 'OPEN';
    create index lesson_disputes_transaction_idx on lesson_disputes (transaction_id);
    create index lesson_disputes_open_idx on lesson_disputes (created_at) where status = 'OPEN';
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop table lesson_disputes;
    drop table lesson_session_notices;
  `);
}
