import type { Knex } from 'knex';

// The kode unik (docs/product.md#unique-code, docs/decisions/048): a few rupiah added to the amount
// so that each transfer awaiting payment is told apart by its amount alone. The code stays on the
// row once paid (receipts and the money lines read it); the partial index frees it for reuse the
// moment the transaction stops awaiting payment. Rows that never awaited payment since this
// migration keep null. Transactions open today get codes 1, 2, 3… by age, so the rule holds from
// the first minute; their customers are told the new amount by the payment page and chats.
// The application draws each code from the configured range (services/transactions/unique-code.ts);
// the column default draws one from 1..999 for rows written by hand (fixtures, scripts), so the
// CHECK that every row awaiting payment has a code holds whoever inserts. The column allows up to
// 99 999 so that a deployment (or the API benchmark) with more transfers awaiting at once can widen
// the range in config; the product's default stays 1..999.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table transactions add column unique_code integer check (unique_code between 1 and 99999);
    create function transactions_free_unique_code() returns integer language sql volatile as $$
      select c from generate_series(1, 999) c
      where not exists (
        select 1 from transactions t where t.unique_code = c and t.payment_status in ('UNPAID', 'PROOF_SUBMITTED')
      )
      order by random() limit 1
    $$;
    with awaiting as (
      select id, row_number() over (order by created_at, id) as code
      from transactions where payment_status in ('UNPAID', 'PROOF_SUBMITTED')
    )
    update transactions t set unique_code = awaiting.code from awaiting where t.id = awaiting.id;
    alter table transactions add constraint transactions_unique_code_while_awaiting
      check (payment_status not in ('UNPAID', 'PROOF_SUBMITTED') or unique_code is not null);
    create unique index transactions_unique_code_awaiting_idx on transactions (unique_code)
      where payment_status in ('UNPAID', 'PROOF_SUBMITTED');
    alter table transactions alter column unique_code set default transactions_free_unique_code();
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop index transactions_unique_code_awaiting_idx;
    alter table transactions drop constraint transactions_unique_code_while_awaiting;
    alter table transactions drop column unique_code;
    drop function transactions_free_unique_code();
  `);
}
