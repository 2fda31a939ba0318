import type { Knex } from 'knex';

// Keyset paging over (created_at desc, id desc): the cursor is the last id of the previous page,
// and the next page starts strictly after that row. Exact even when rows share a timestamp, and
// unaffected by rows inserted meanwhile at the top. A cursor outside the viewer's own rows
// matches nothing, so the page is empty rather than someone else's.
export function afterCursor(query: Knex.QueryBuilder, cursor: string, owner: { customer_id: string } | { tutor_id: string }): void {
  query.whereRaw(
    '(transactions.created_at, transactions.id) < (select c.created_at, c.id from transactions c where c.id = ? and c.' +
      ('customer_id' in owner ? 'customer_id' : 'tutor_id') +
      ' = ?)',
    [cursor, 'customer_id' in owner ? owner.customer_id : owner.tutor_id],
  );
}
