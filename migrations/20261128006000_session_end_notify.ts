import type { Knex } from 'knex';

// Every change that can end a login is told on `ajarin_session_ends`, so an api process that keeps
// logins it has checked in memory (services/accounts/active-session-cache.ts, decision 064) forgets
// them: `family:<id>` when a session row of that login is revoked, re-dated or deleted, and
// `user:<id>` when an account is disabled, given another role or deleted. Whoever writes (a
// service, another api process, an operator's SQL), the database tells. Notifications of one
// transaction with the same text arrive once.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function notify_session_end() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'sessions' then
        perform pg_notify('ajarin_session_ends', 'family:' || old.family_id::text);
      else
        perform pg_notify('ajarin_session_ends', 'user:' || old.id::text);
      end if;
      return null;
    end $$;
    create trigger sessions_notify_end after update of revoked_at, expires_at, family_id, user_id on sessions
      for each row execute function notify_session_end();
    create trigger sessions_notify_delete after delete on sessions
      for each row execute function notify_session_end();
    create trigger users_notify_end after update of disabled_at, role on users
      for each row when (old.disabled_at is distinct from new.disabled_at or old.role is distinct from new.role)
      execute function notify_session_end();
    create trigger users_notify_delete after delete on users
      for each row execute function notify_session_end();
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop trigger users_notify_delete on users;
    drop trigger users_notify_end on users;
    drop trigger sessions_notify_delete on sessions;
    drop trigger sessions_notify_end on sessions;
    drop function notify_session_end();
  `);
}
