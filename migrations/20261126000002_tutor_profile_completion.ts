import type { Knex } from 'knex';

// A tutor who signs up with Google has only a name: the tutor form (university, subjects, price,
// phone, bank account) is filled in afterwards on the dashboard (docs/product.md#accounts-google).
// Until then the tutor is not listed. Every tutor so far signed up through that form, so existing
// rows and the default count as complete; only the Google sign-up inserts null.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table tutors add column profile_completed_at timestamptz default now();

    create or replace function tutor_listed_on_insert() returns trigger language plpgsql as $$
    begin
      new.listed := new.profile_completed_at is not null
        and coalesce((select disabled_at is null and email_confirmed_at is not null from users where id = new.id), false);
      return new;
    end $$;

    create or replace function sync_tutor_listed() returns trigger language plpgsql as $$
    begin
      update tutors set listed = (profile_completed_at is not null and new.disabled_at is null and new.email_confirmed_at is not null)
        where id = new.id and listed <> (profile_completed_at is not null and new.disabled_at is null and new.email_confirmed_at is not null);
      return null;
    end $$;

    -- The insert function reads only NEW and the user row, so it serves the completion too.
    create trigger tutors_listed_on_completion before update of profile_completed_at on tutors
      for each row execute function tutor_listed_on_insert();
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop trigger tutors_listed_on_completion on tutors;

    create or replace function tutor_listed_on_insert() returns trigger language plpgsql as $$
    begin
      new.listed := coalesce((select disabled_at is null and email_confirmed_at is not null from users where id = new.id), false);
      return new;
    end $$;

    create or replace function sync_tutor_listed() returns trigger language plpgsql as $$
    begin
      update tutors set listed = (new.disabled_at is null and new.email_confirmed_at is not null)
        where id = new.id and listed <> (new.disabled_at is null and new.email_confirmed_at is not null);
      return null;
    end $$;

    alter table tutors drop column profile_completed_at;
  `);
}
