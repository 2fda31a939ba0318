import type { Knex } from 'knex';

// A code sent to a bot no longer links at once: the chat is asked first, naming the account
// (docs/decisions/041). The question is kept on the code: which chat was asked, and a nonce the
// 'Ya, Hubungkan' button carries instead of the code (a code never travels in a chat's buttons).
// Only that chat's press with that nonce spends the code.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table chat_link_codes add column asked_chat_id text, add column asked_nonce text;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`alter table chat_link_codes drop column asked_chat_id, drop column asked_nonce;`);
}
