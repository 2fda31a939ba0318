import type { Knex } from 'knex';

// The receipt (kwitansi) of a paid transaction: its number is given once, when the payment becomes
// PAID, from one sequence (docs/decisions/050). A sequence hands out each value once even under
// concurrent approvals; the unique index is the last line of defence. Dev mailbox attachments keep
// what the dev mailer received (a receipt PDF) so /dev/mailbox can show it.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create sequence receipt_number_seq as bigint start 1;
    alter table transactions add column receipt_number text;
    create unique index transactions_receipt_number_unique on transactions (receipt_number) where receipt_number is not null;
    create table dev_mailbox_attachments (
      id bigserial primary key,
      mail_id bigint not null references dev_mailbox (id) on delete cascade,
      filename text not null,
      content_type text not null,
      content bytea not null
    );
    create index dev_mailbox_attachments_mail on dev_mailbox_attachments (mail_id);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop table dev_mailbox_attachments;
    drop index transactions_receipt_number_unique;
    alter table transactions drop column receipt_number;
    drop sequence receipt_number_seq;
  `);
}
