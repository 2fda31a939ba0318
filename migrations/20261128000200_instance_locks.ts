import type { Knex } from 'knex';

// The epoch of each single-instance lock (infra/single-instance.ts, decision 038): every holding
// takes the next number, and writes that must come from the holder alone (WhatsApp's login and
// keys) check it in their own transaction, so a process that lost the lock without noticing yet
// cannot overwrite what the new holder wrote.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table instance_locks (
      name text primary key,
      epoch bigint not null,
      acquired_at timestamptz not null default now()
    );
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table if exists instance_locks');
}
