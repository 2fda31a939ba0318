import type { Knex } from 'knex';

// Only tutors whose account is confirmed and not disabled are public (gallery, price range,
// profile, booking). Joining users into the gallery query cost 4-5× per page on 10 000 tutors
// (EXPLAIN: the page's total became a hash join over all users instead of an index-only count), so
// the tutor row carries `listed` and the gallery indexes cover only listed rows.
// Triggers keep it true for every writer: a tutor row takes its user's state when inserted (sign-up,
// seeds, scripts), and confirming or disabling a user (confirm-email, password recovery, an admin's
// SQL) updates the tutor row, which also fires the tutors change notification.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table tutors add column listed boolean not null default false;
    update tutors set listed = true from users
      where users.id = tutors.id and users.disabled_at is null and users.email_confirmed_at is not null;

    create function tutor_listed_on_insert() returns trigger language plpgsql as $$
    begin
      new.listed := coalesce((select disabled_at is null and email_confirmed_at is not null from users where id = new.id), false);
      return new;
    end $$;
    create trigger tutors_listed_on_insert before insert on tutors for each row execute function tutor_listed_on_insert();

    create function sync_tutor_listed() returns trigger language plpgsql as $$
    begin
      update tutors set listed = (new.disabled_at is null and new.email_confirmed_at is not null)
        where id = new.id and listed <> (new.disabled_at is null and new.email_confirmed_at is not null);
      return null;
    end $$;
    create trigger users_sync_tutor_listed after update of disabled_at, email_confirmed_at on users
      for each row execute function sync_tutor_listed();

    drop index tutors_hours_idx;
    create index tutors_hours_idx on tutors (hours_taught, id) where listed;
    drop index tutors_available_hours_idx;
    create index tutors_available_hours_idx on tutors (hours_taught, id) where listed and is_available;
    drop index tutors_price_idx;
    create index tutors_price_idx on tutors (price_per_hour, id) where listed;
    drop index tutors_rating_idx;
    create index tutors_rating_idx on tutors (rating desc, id) where listed;
    drop index tutors_last_active_idx;
    create index tutors_last_active_idx on tutors (last_active_at) include (rating, price_per_hour, is_available) where listed;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop index tutors_last_active_idx;
    create index tutors_last_active_idx on tutors (last_active_at) include (rating, price_per_hour, is_available);
    drop index tutors_rating_idx;
    create index tutors_rating_idx on tutors (rating desc, id);
    drop index tutors_price_idx;
    create index tutors_price_idx on tutors (price_per_hour, id);
    drop index tutors_available_hours_idx;
    create index tutors_available_hours_idx on tutors (hours_taught, id) where is_available;
    drop index tutors_hours_idx;
    create index tutors_hours_idx on tutors (hours_taught, id);
    drop trigger users_sync_tutor_listed on users;
    drop function sync_tutor_listed();
    drop trigger tutors_listed_on_insert on tutors;
    drop function tutor_listed_on_insert();
    alter table tutors drop column listed;
  `);
}
