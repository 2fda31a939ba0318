import type { Knex } from 'knex';

// What an `Idempotency-Key` header claimed: one row per (scope, key) holding a fingerprint of the
// first request and, once it succeeded, its status and body, so a create re-sent after a lost
// response answers the same instead of acting twice. The key itself is stored hashed; rows live
// 24 hours (a sweep deletes them, and a claim takes over an expired row).
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table idempotency_keys (
      scope text not null,
      key_hash text not null,
      fingerprint text not null,
      state text not null default 'pending' check (state in ('pending', 'done')),
      status smallint check (status between 200 and 299),
      response jsonb,
      created_at timestamptz not null default now(),
      primary key (scope, key_hash),
      check ((state = 'done') = (status is not null))
    );
    create index idempotency_keys_created_idx on idempotency_keys (created_at);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table idempotency_keys');
}
