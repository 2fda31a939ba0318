import type { Knex } from 'knex';

// The relay's BullMQ job ids were `outbox-<row id>`. Row ids restart at 1 in a fresh or restored
// database while Redis keeps finished jobs for a day, so BullMQ silently ignored the new row's job
// and the row was marked relayed: the mail was lost (decision 005). A random key per row makes the
// job id unique across every database that ever shares a Redis prefix.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table outbox add column job_key uuid not null default gen_random_uuid();
    alter table outbox add constraint outbox_job_key_unique unique (job_key);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table outbox drop column if exists job_key');
}
