import type { Knex } from 'knex';

// Gallery indexes, after EXPLAIN on 10 000 tutors (scripts/bench-gallery.ts):
// - hours sorts: the gallery pages by (key, id) in ONE direction (`(key, id) < (…)`), so a plain
//   (hours_taught, id) index serves both orders by a forward or backward scan with no extra sort;
//   the old (hours_taught desc, id) needed an incremental sort on id.
// - the page's total under a last-active filter is an index-only count when the other filter
//   columns ride along in the last-active index (no heap visit per matching tutor).
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    drop index tutors_hours_idx;
    create index tutors_hours_idx on tutors (hours_taught, id);
    drop index tutors_available_hours_idx;
    create index tutors_available_hours_idx on tutors (hours_taught, id) where is_available;
    drop index tutors_last_active_idx;
    create index tutors_last_active_idx on tutors (last_active_at) include (rating, price_per_hour, is_available);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop index tutors_last_active_idx;
    create index tutors_last_active_idx on tutors (last_active_at desc);
    drop index tutors_available_hours_idx;
    create index tutors_available_hours_idx on tutors (hours_taught desc, id) where is_available;
    drop index tutors_hours_idx;
    create index tutors_hours_idx on tutors (hours_taught desc, id);
  `);
}
