import type { Knex } from 'knex';

// The customer's "ask for other times" may say why ('Saya hanya bisa sore'): the tutor reads it in
// the message and on the page before proposing again (docs/product.md#lesson-sessions).
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table lesson_sessions add column decline_note text check (char_length(decline_note) <= 500)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`alter table lesson_sessions drop column decline_note`);
}
