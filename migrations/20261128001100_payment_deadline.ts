import type { Knex } from 'knex';

// Unpaid transactions expire (docs/product.md#payment-deadline). `payment_due_at` is set when the
// transaction opens, from PAYMENT_WINDOW_HOURS; the default (the product's 24 hours) only serves
// rows written by hand. Rows still awaiting payment when this runs get a full window from now, so
// nobody's open booking expires without its reminder; closed rows get created_at + 24 h, a
// deadline that no longer matters. `payment_reminded_at` marks the one reminder as sent.
// EXPIRED closes the class like CANCELLED. An expired request transaction hands its request back
// to the customer, who may choose again: a request then has one live transaction and any number of
// expired ones, so request_id is unique only among the transactions that did not expire.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table transactions
      add column payment_due_at timestamptz not null default now() + interval '24 hours',
      add column payment_reminded_at timestamptz;
    update transactions set payment_due_at = created_at + interval '24 hours'
      where payment_status not in ('UNPAID', 'PROOF_SUBMITTED');

    alter table transactions drop constraint transactions_payment_status_check;
    alter table transactions
      add constraint transactions_payment_status_check
        check (payment_status in ('UNPAID', 'PROOF_SUBMITTED', 'PAID', 'CANCELLED', 'EXPIRED', 'REFUND_REQUESTED', 'REFUNDED')),
      add constraint transactions_expired_class_check check (payment_status <> 'EXPIRED' or class_status = 'CANCELLED');

    alter table transactions drop constraint transactions_request_id_key;
    create unique index transactions_live_request_idx on transactions (request_id) where payment_status <> 'EXPIRED';
    create index transactions_payment_due_idx on transactions (payment_due_at) where payment_status = 'UNPAID';
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop index transactions_payment_due_idx;
    drop index transactions_live_request_idx;
    delete from transactions where payment_status = 'EXPIRED' and request_id is not null
      and exists (select 1 from transactions live where live.request_id = transactions.request_id and live.id <> transactions.id);
    update transactions set payment_status = 'CANCELLED' where payment_status = 'EXPIRED';
    alter table transactions add constraint transactions_request_id_key unique (request_id);
    alter table transactions drop constraint transactions_expired_class_check;
    alter table transactions drop constraint transactions_payment_status_check;
    alter table transactions
      add constraint transactions_payment_status_check
        check (payment_status in ('UNPAID', 'PROOF_SUBMITTED', 'PAID', 'CANCELLED', 'REFUND_REQUESTED', 'REFUNDED'));
    alter table transactions drop column payment_reminded_at, drop column payment_due_at;
  `);
}
