import type { Knex } from 'knex';

// The accounts emails were queued as 'email.send' outbox rows holding the whole message: the
// address, the confirmation or recovery link's token and the reset code, readable by anyone with
// the database. They are now events of ids (decision 008); the worker derives the secret again
// from the row's salt. Old rows without a salt were mailed already and are never rendered again.
// The old message rows are deleted: they hold live secrets and no worker reads them any more.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table email_tokens add column salt text;
    alter table password_otps add column salt text;
    delete from outbox where type = 'email.send';
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table email_tokens drop column if exists salt;
    alter table password_otps drop column if exists salt;
  `);
}
