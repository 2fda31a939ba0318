import type { Knex } from 'knex';

// An admin checked a tutor's student ID card (docs/product.md#admin-tutor-verification): when, by
// whom, and an optional note. The gallery's 'Hanya tutor terverifikasi' filter with the default
// sort reads a partial index of the few verified, listed tutors instead of skipping the rest.
// The console's audit log reads newest first, all of it or one entity: `id` is the insert order.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table tutors
      add column verified_at timestamptz,
      add column verified_by uuid references users(id) on delete set null,
      add column verification_note text check (length(verification_note) <= 500),
      add constraint tutors_verified_by_when_verified check (verified_at is not null or (verified_by is null and verification_note is null));
    create index tutors_verified_hours_idx on tutors (hours_taught, id) where listed and verified_at is not null;
    create index audit_log_entity_newest_idx on audit_log (entity, id desc);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop index audit_log_entity_newest_idx;
    drop index tutors_verified_hours_idx;
    alter table tutors
      drop constraint tutors_verified_by_when_verified,
      drop column verification_note,
      drop column verified_by,
      drop column verified_at;
  `);
}
