import type { Knex } from 'knex';

// The delivery ledger per (event, recipient, channel), replacing outbox_deliveries (one row per
// event and handler, whose side effect ran inside the ledger's transaction, an SMTP call included).
// A send is now claimed and committed first, then made, then recorded (decision 009): no external
// call runs inside an open transaction. Events the old worker had not handled yet (no ledger row)
// are relayed again, into the new 'events' queue.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table notification_deliveries (
      id uuid primary key default gen_random_uuid(),
      outbox_id bigint not null references outbox(id) on delete cascade,
      user_id uuid not null references users(id) on delete cascade,
      channel text not null check (channel in ('email', 'telegram', 'whatsapp')),
      status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed', 'skipped')),
      attempts integer not null default 0 check (attempts >= 0),
      claimed_at timestamptz,
      sent_at timestamptz,
      last_error text,
      created_at timestamptz not null default now(),
      unique (outbox_id, user_id, channel),
      check ((status = 'sent') = (sent_at is not null)),
      check (status <> 'sending' or claimed_at is not null)
    );
    -- The sweep's question: which deliveries are still open.
    create index notification_deliveries_open_idx on notification_deliveries (created_at) where status in ('pending', 'sending');

    update outbox set relayed_at = null
     where relayed_at is not null and not exists (select 1 from outbox_deliveries d where d.outbox_id = outbox.id);
    drop table outbox_deliveries;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    create table outbox_deliveries (
      outbox_id bigint not null references outbox(id) on delete cascade,
      handler text not null,
      delivered_at timestamptz not null default now(),
      primary key (outbox_id, handler)
    );
    drop table if exists notification_deliveries;
  `);
}
