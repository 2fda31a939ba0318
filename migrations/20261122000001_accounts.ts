import type { Knex } from 'knex';

// Users and everything that authenticates them. Secrets (passwords, refresh tokens, email tokens,
// OTPs) are stored only as hashes.
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create extension if not exists citext');
  await knex.raw(`
    create function set_updated_at() returns trigger language plpgsql as $$
    begin new.updated_at = now(); return new; end $$;

    create table users (
      id uuid primary key default gen_random_uuid(),
      email citext not null unique check (length(email) between 3 and 254 and email like '%_@_%'),
      password_hash text not null,
      role text not null check (role in ('customer', 'tutor', 'admin')),
      name text not null check (length(btrim(name)) between 1 and 120),
      email_confirmed_at timestamptz,
      disabled_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create trigger users_updated_at before update on users for each row execute function set_updated_at();

    create table sessions (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      family_id uuid not null,
      token_hash text not null unique,
      expires_at timestamptz not null,
      revoked_at timestamptz,
      replaced_by uuid references sessions(id) on delete set null,
      user_agent text,
      ip text,
      created_at timestamptz not null default now(),
      last_used_at timestamptz
    );
    create index sessions_family_idx on sessions (family_id);
    create index sessions_user_active_idx on sessions (user_id) where revoked_at is null;

    create table email_tokens (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      purpose text not null check (purpose in ('confirm_email', 'recovery')),
      token_hash text not null unique,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index email_tokens_user_idx on email_tokens (user_id, purpose, created_at desc);

    create table password_otps (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      otp_hash text not null,
      expires_at timestamptz not null,
      attempts integer not null default 0 check (attempts between 0 and 5),
      used_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index password_otps_user_idx on password_otps (user_id, created_at desc);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop table if exists password_otps;
    drop table if exists email_tokens;
    drop table if exists sessions;
    drop table if exists users;
    drop function if exists set_updated_at();
    drop extension if exists citext;
  `);
}
