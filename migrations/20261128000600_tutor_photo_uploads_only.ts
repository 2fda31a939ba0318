import type { Knex } from 'knex';

// A tutor's photo is an upload of ours only (docs/decisions/042): an address elsewhere was
// published unmasked, a contact channel (https://wa.me/62…?.jpg) and a tracking pixel on every
// viewer. Existing addresses elsewhere are dropped (the tutor shows initials until an upload), and
// the column takes nothing else from now on.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    update tutors set image_url = null where image_url not like '/media/avatars/%';
    alter table tutors add constraint tutors_image_url_upload check (image_url like '/media/avatars/%');
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table tutors drop constraint tutors_image_url_upload');
}
