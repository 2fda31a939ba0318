import type { Knex } from 'knex';

// A learning request stores only its own life: OPEN, CHOSEN (a tutor was picked and a transaction
// opened), CANCELLED, EXPIRED (nobody was chosen in time). Everything after CHOSEN — waiting for
// payment, paid, finished, cancelled payment — is read from its transaction, so payment state is
// never kept twice (docs/product.md#request-states). The old table allowed the original's six
// display states; any such row becomes CHOSEN (it has a chosen tutor) or keeps OPEN/CANCELLED.
// `expires_at` is set when the request is posted, from the configured lifetime (the default is the
// product's 7 days, for rows written by hand).
// A request's name may be one character (docs/product.md#request-create), so the transaction it
// opens must accept what the request accepted.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table learning_requests drop constraint learning_requests_status_check;
    alter table learning_requests drop constraint learning_requests_check;
    update learning_requests set status = 'CHOSEN' where status in ('TUTOR_SELECTED', 'PAYMENT_PENDING', 'PAID', 'COMPLETED');
    alter table learning_requests
      add column expires_at timestamptz,
      add constraint learning_requests_status_check check (status in ('OPEN', 'CHOSEN', 'CANCELLED', 'EXPIRED')),
      add constraint learning_requests_chosen_check check ((status = 'CHOSEN') = (chosen_tutor_id is not null) or status = 'CANCELLED');
    update learning_requests set expires_at = created_at + interval '7 days';
    alter table learning_requests alter column expires_at set not null, alter column expires_at set default now() + interval '7 days';
    create index learning_requests_expiry_idx on learning_requests (expires_at) where status = 'OPEN';

    alter table transactions drop constraint transactions_customer_name_check;
    alter table transactions add constraint transactions_customer_name_check check (length(btrim(customer_name)) between 1 and 120);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop index if exists learning_requests_expiry_idx;
    alter table learning_requests drop constraint learning_requests_chosen_check;
    alter table learning_requests drop constraint learning_requests_status_check;
    update learning_requests set status = 'TUTOR_SELECTED' where status = 'CHOSEN';
    update learning_requests set status = 'CANCELLED' where status = 'EXPIRED';
    alter table learning_requests drop column expires_at;
    alter table learning_requests
      add constraint learning_requests_status_check
        check (status in ('OPEN', 'TUTOR_SELECTED', 'PAYMENT_PENDING', 'PAID', 'COMPLETED', 'CANCELLED')),
      add constraint learning_requests_check check ((status = 'OPEN') = (chosen_tutor_id is null) or status = 'CANCELLED');
    alter table transactions drop constraint transactions_customer_name_check;
    alter table transactions add constraint transactions_customer_name_check check (length(btrim(customer_name)) between 2 and 120);
  `);
}
