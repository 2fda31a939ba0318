import type { Knex } from 'knex';

// Disabling an account ends every login of it. Whoever sets users.disabled_at (the console's
// services/admin/set-user-disabled.ts, or an operator's SQL), the database does it. The
// revocation outlives the disabling: enabling the account again does not bring old logins back.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function revoke_sessions_of_disabled_user() returns trigger language plpgsql as $$
    begin
      update sessions set revoked_at = now() where user_id = new.id and revoked_at is null;
      return null;
    end $$;
    create trigger users_revoke_sessions_on_disable after update of disabled_at on users
      for each row when (old.disabled_at is null and new.disabled_at is not null)
      execute function revoke_sessions_of_disabled_user();
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop trigger users_revoke_sessions_on_disable on users;
    drop function revoke_sessions_of_disabled_user();
  `);
}
