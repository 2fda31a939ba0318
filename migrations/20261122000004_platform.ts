import type { Knex } from 'knex';

// Feedback, chat links for the bots, the transactional outbox with its idempotency ledger, the
// audit log, the dev mailbox, and the change notifications that drive live lists (SSE).
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table feedback_reports (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      user_name text not null,
      subject text not null check (length(btrim(subject)) between 1 and 200),
      category text not null default 'feedback' check (category in ('feedback', 'report')),
      notes text not null check (length(btrim(notes)) between 1 and 5000),
      reply text check (length(reply) <= 5000),
      replied_by uuid references users(id),
      replied_at timestamptz,
      created_at timestamptz not null default now(),
      check ((reply is null) = (replied_at is null))
    );
    create index feedback_reports_user_idx on feedback_reports (user_id, created_at desc);
    create index feedback_reports_unanswered_idx on feedback_reports (created_at) where reply is null;

    create table chat_links (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      channel text not null check (channel in ('telegram', 'whatsapp')),
      chat_id text not null,
      opted_out_at timestamptz,
      blocked_at timestamptz,
      created_at timestamptz not null default now(),
      unique (channel, chat_id),
      unique (user_id, channel)
    );

    create table chat_link_codes (
      code_hash text primary key,
      user_id uuid not null references users(id) on delete cascade,
      channel text not null check (channel in ('telegram', 'whatsapp')),
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index chat_link_codes_user_idx on chat_link_codes (user_id, channel);

    -- Baileys' auth state (creds and signal keys) lives here, never in files.
    create table whatsapp_auth (
      key text primary key,
      value jsonb not null,
      updated_at timestamptz not null default now()
    );

    create table outbox (
      id bigint generated always as identity primary key,
      type text not null check (type ~ '^[a-z]+(\\.[a-z_]+)+$'),
      payload jsonb not null default '{}',
      created_at timestamptz not null default now(),
      relayed_at timestamptz,
      relay_attempts integer not null default 0,
      last_error text
    );
    create index outbox_pending_idx on outbox (id) where relayed_at is null;

    -- Which handler has already done its side effect for which event: workers check and write this
    -- so a re-delivered job never sends twice.
    create table outbox_deliveries (
      outbox_id bigint not null references outbox(id) on delete cascade,
      handler text not null,
      delivered_at timestamptz not null default now(),
      primary key (outbox_id, handler)
    );

    create table audit_log (
      id bigint generated always as identity primary key,
      actor_id uuid references users(id),
      action text not null,
      entity text not null,
      entity_id uuid not null,
      before jsonb,
      after jsonb,
      created_at timestamptz not null default now()
    );
    create index audit_log_entity_idx on audit_log (entity, entity_id, created_at desc);

    create table dev_mailbox (
      id bigint generated always as identity primary key,
      to_address text not null,
      subject text not null,
      text_body text not null,
      html_body text,
      outbox_id bigint references outbox(id) on delete set null,
      created_at timestamptz not null default now()
    );

    -- Live lists: every change to a row that a list shows is announced as {table, id, op}. Only ids
    -- travel; each api instance decides who may see the row before pushing it over SSE.
    create function notify_change() returns trigger language plpgsql as $$
    declare
      row_id text;
    begin
      if tg_op = 'DELETE' then row_id := old.id::text; else row_id := new.id::text; end if;
      perform pg_notify('ajarin_changes', json_build_object('table', tg_table_name, 'id', row_id, 'op', lower(tg_op))::text);
      return null;
    end $$;

    create function notify_participant_change() returns trigger language plpgsql as $$
    declare
      rec record;
    begin
      if tg_op = 'DELETE' then rec := old; else rec := new; end if;
      perform pg_notify('ajarin_changes', json_build_object('table', 'learning_requests', 'id', rec.request_id::text, 'op', 'update')::text);
      return null;
    end $$;

    create trigger tutors_notify after insert or update or delete on tutors for each row execute function notify_change();
    create trigger transactions_notify after insert or update or delete on transactions for each row execute function notify_change();
    create trigger learning_requests_notify after insert or update or delete on learning_requests for each row execute function notify_change();
    create trigger payouts_notify after insert or update or delete on payouts for each row execute function notify_change();
    create trigger feedback_reports_notify after insert or update or delete on feedback_reports for each row execute function notify_change();
    create trigger request_participants_notify after insert or delete on request_participants for each row execute function notify_participant_change();

    -- Wakes the outbox relay at once instead of waiting for its next poll.
    create function notify_outbox() returns trigger language plpgsql as $$
    begin perform pg_notify('ajarin_outbox', new.id::text); return null; end $$;
    create trigger outbox_notify after insert on outbox for each row execute function notify_outbox();
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop trigger if exists outbox_notify on outbox;
    drop trigger if exists request_participants_notify on request_participants;
    drop trigger if exists feedback_reports_notify on feedback_reports;
    drop trigger if exists payouts_notify on payouts;
    drop trigger if exists learning_requests_notify on learning_requests;
    drop trigger if exists transactions_notify on transactions;
    drop trigger if exists tutors_notify on tutors;
    drop function if exists notify_outbox();
    drop function if exists notify_participant_change();
    drop function if exists notify_change();
    drop table if exists dev_mailbox;
    drop table if exists audit_log;
    drop table if exists outbox_deliveries;
    drop table if exists outbox;
    drop table if exists whatsapp_auth;
    drop table if exists chat_link_codes;
    drop table if exists chat_links;
    drop table if exists feedback_reports;
  `);
}
