import type { Knex } from 'knex';

// Bank statement lines (issue 42 §2, §3): each line an import or the bank-mutation webhook brought,
// kept once by its identity (a hash of bank, day, description, amount, direction and balance or
// position), so the same file imported twice changes nothing. A matched line is the evidence of the
// payment it made; the others wait for an admin with the transactions they could be.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table bank_statement_lines (
      id uuid primary key default gen_random_uuid(),
      identity char(64) not null unique,
      source text not null check (source in ('import', 'webhook')),
      bank text not null check (bank in ('BCA', 'MANDIRI', 'BRI', 'BNI', 'GENERIC')),
      line_date date not null,
      description text not null check (length(description) <= 500),
      amount numeric(15, 2) not null check (amount > 0),
      direction text not null check (direction in ('CREDIT', 'DEBIT')),
      balance numeric(17, 2),
      outcome text not null check (outcome in ('MATCHED', 'AMBIGUOUS', 'UNMATCHED', 'DEBIT')),
      transaction_id uuid references transactions(id),
      candidate_ids uuid[] not null default '{}',
      imported_by uuid references users(id),
      imported_at timestamptz not null default now(),
      check ((outcome = 'MATCHED') = (transaction_id is not null))
    );
    create unique index bank_statement_lines_one_per_transaction on bank_statement_lines (transaction_id) where transaction_id is not null;
    -- The proof queue asks, per proof, for a listed line naming its transaction.
    create index bank_statement_lines_candidates on bank_statement_lines using gin (candidate_ids) where outcome = 'AMBIGUOUS';
    create index bank_statement_lines_waiting on bank_statement_lines (imported_at desc) where outcome in ('AMBIGUOUS', 'UNMATCHED');
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table bank_statement_lines');
}
