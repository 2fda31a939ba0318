import type { Knex } from 'knex';

// pg_trgm declares its word-similarity operators (`<%`, `%>`) at the default cost of 1, as cheap as
// `=`; Postgres evaluates a scan's filters cheapest first, and an equality it derived (city = …) comes
// last among equals. So the filtered gallery computed the similarity of every subject candidate before
// asking its city: about twice the work (docs/benchmarks.md#filtered-gallery). At cost 100 (a
// similarity reads both strings' trigrams) the city and other plain conditions are asked first.
const FUNCTIONS = ['word_similarity_op(text, text)', 'word_similarity_commutator_op(text, text)'];

export async function up(knex: Knex): Promise<void> {
  for (const fn of FUNCTIONS) await knex.raw(`alter function public.${fn} cost 100`);
}

export async function down(knex: Knex): Promise<void> {
  for (const fn of FUNCTIONS) await knex.raw(`alter function public.${fn} cost 1`);
}
