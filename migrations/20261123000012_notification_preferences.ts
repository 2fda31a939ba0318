import type { Knex } from 'knex';

// Per user, channel and group of events: on or off. No row means on. 'account' messages
// (confirmation, reset code) cannot be switched off, so the table cannot hold them.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table notification_preferences (
      user_id uuid not null references users(id) on delete cascade,
      channel text not null check (channel in ('email', 'telegram', 'whatsapp')),
      "group" text not null check ("group" in ('transactions', 'payouts', 'requests', 'admin', 'feedback')),
      enabled boolean not null,
      updated_at timestamptz not null default now(),
      primary key (user_id, channel, "group")
    );
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table if exists notification_preferences');
}
