import type { Knex } from 'knex';

// Where and how a tutor teaches, and the gallery's text search (issue 44, docs/decisions/056, 057).
// - tutors.city and learning_requests.city hold a city slug from core/places/cities.ts (stable, used in
//   URLs); the list lives in code, so the column is only bounded here.
// - A tutor without a city teaches online only: the check keeps 'home'/'both' for tutors with a city.
// - search_text is the folded (lower case, no accents, letters only) name, university and subjects,
//   matched word by word with pg_trgm's `<%` through a trigram GIN index. unaccent() is only STABLE
//   (its dictionary could change), so an IMMUTABLE wrapper pins the dictionary for the index.
//   Digits are left out so a contact typed into a name cannot be found by searching for it.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create extension if not exists unaccent with schema public;
    create extension if not exists pg_trgm with schema public;

    create function ajarin_fold(value text) returns text language sql immutable parallel safe strict as $$
      select btrim(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, value)), '[^a-z]+', ' ', 'g'))
    $$;

    create function tutor_search_text(name text, university text, subjects text[]) returns text
      language sql immutable parallel safe as $$
      select ajarin_fold(coalesce(name, '') || ' ' || coalesce(university, '') || ' ' || coalesce(array_to_string(subjects, ' '), ''))
    $$;

    alter table tutors
      add column city text check (length(city) between 1 and 80),
      add column lesson_mode text not null default 'online' check (lesson_mode in ('online', 'home', 'both')),
      add column search_text text generated always as (tutor_search_text(name, university, subjects)) stored,
      add constraint tutors_home_needs_city check (city is not null or lesson_mode = 'online');

    create index tutors_search_idx on tutors using gin (search_text gin_trgm_ops) where listed;
    create index tutors_city_hours_idx on tutors (city, hours_taught, id) where listed;

    alter table learning_requests
      add column city text check (length(city) between 1 and 80),
      add column lesson_mode text check (lesson_mode in ('online', 'home', 'both')),
      add constraint learning_requests_home_needs_city check (lesson_mode is distinct from 'home' or city is not null);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table learning_requests drop constraint learning_requests_home_needs_city, drop column lesson_mode, drop column city;
    drop index tutors_city_hours_idx;
    drop index tutors_search_idx;
    alter table tutors drop constraint tutors_home_needs_city, drop column search_text, drop column lesson_mode, drop column city;
    drop function tutor_search_text(text, text, text[]);
    drop function ajarin_fold(text);
    drop extension if exists pg_trgm;
    drop extension if exists unaccent;
  `);
}
