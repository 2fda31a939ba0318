import type { Knex } from 'knex';

// Sign in with Google (docs/decisions/032-google-sign-in.md). A provider's account is known by
// (provider, subject), never by its email: an address can change hands at the provider, a subject
// cannot. One identity per provider per user. An account made with Google has no password until
// 'Lupa password?' sets one, so the hash may be null (sign-in compares against a dummy hash then,
// and fails as for a wrong password).
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table users alter column password_hash drop not null;

    create table user_identities (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      provider text not null check (provider in ('google')),
      subject text not null check (length(subject) between 1 and 255),
      -- The provider's address when last seen, shown on /akun; never used to find the user.
      email citext not null check (length(email) between 3 and 254),
      created_at timestamptz not null default now(),
      last_used_at timestamptz not null default now(),
      unique (provider, subject),
      unique (user_id, provider)
    );
  `);
}

export async function down(knex: Knex): Promise<void> {
  // An account made with Google gets a hash no password matches: 'Lupa password?' still opens it.
  await knex.raw(`
    drop table user_identities;
    update users set password_hash = 'none' where password_hash is null;
    alter table users alter column password_hash set not null;
  `);
}
