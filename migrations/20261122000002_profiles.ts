import type { Knex } from 'knex';

// Tutor and customer profiles. A tutor's `rating`, `review_count` and `hours_taught` are derived
// (reviews, completed classes) and only services write them. The gallery filters and sorts in SQL,
// so each sort key has an index ending in `id` for a stable, index-only order.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table tutors (
      id uuid primary key references users(id) on delete cascade,
      name text not null check (length(btrim(name)) between 1 and 120),
      subjects text[] not null default '{}' check (cardinality(subjects) <= 27),
      university text not null default '' check (length(university) <= 200),
      price_per_hour integer not null default 0 check (price_per_hour between 0 and 10000000),
      phone_number text check (phone_number ~ '^(\\+62|62|0)8[0-9]{8,11}$'),
      bank_account text check (length(bank_account) <= 120),
      image_url text check (length(image_url) <= 2048),
      bio text check (length(bio) <= 4000),
      experience text[] check (experience is null or cardinality(experience) between 1 and 30),
      notes_to_students text check (length(notes_to_students) <= 4000),
      is_available boolean not null default true,
      rating numeric(3, 2) not null default 0 check (rating between 0 and 5),
      review_count integer not null default 0 check (review_count >= 0),
      hours_taught integer not null default 0 check (hours_taught >= 0),
      last_active_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create trigger tutors_updated_at before update on tutors for each row execute function set_updated_at();
    create index tutors_hours_idx on tutors (hours_taught desc, id);
    create index tutors_price_idx on tutors (price_per_hour, id);
    create index tutors_rating_idx on tutors (rating desc, id);
    create index tutors_last_active_idx on tutors (last_active_at desc);
    create index tutors_available_hours_idx on tutors (hours_taught desc, id) where is_available;
    create index tutors_subjects_idx on tutors using gin (subjects);

    create table customers (
      id uuid primary key references users(id) on delete cascade,
      name text not null check (length(btrim(name)) between 1 and 120),
      phone text check (phone ~ '^(\\+62|62|0)8[0-9]{8,11}$'),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create trigger customers_updated_at before update on customers for each row execute function set_updated_at();
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table if exists customers; drop table if exists tutors;');
}
