import { createHash } from 'node:crypto';
import type { Knex } from 'knex';

// docs/decisions/068-hot-statements-prepared.md: a statement marked PREPARED is sent under a name, so
// each pooled connection has Postgres parse, rewrite and (once its generic plan is chosen) plan it
// once instead of on every call. Only for statements whose text never changes with their values:
// every distinct text stays prepared on every connection that ran it.

/** Passed to a query's `.options()`: `db.raw(sql, bindings).options(PREPARED)`. */
export const PREPARED = Object.freeze({ prepared: true });

type QueryObject = { sql: string; options?: Record<string, unknown> };
type PgDialect = { _query(connection: unknown, obj: QueryObject): Promise<unknown> };

/**
 * A prepared statement that returns a table's whole row (`*`) refuses to run once a migration has
 * changed that row's columns, on every connection that prepared it, until it is prepared again.
 */
function isStaleResultType(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === '0A000' && typeof message === 'string' && message.includes('must not change result type');
}

/**
 * Makes the statements marked PREPARED named ones (knex hands its `options` to pg's query config,
 * where `name` asks for a prepared statement). The name is the text's hash; after a stale result
 * type the text gets a new name, which every connection prepares afresh, and the statement is sent
 * again once. Inside a knex transaction the mark does nothing: knex builds a transaction's client
 * from the dialect's prototype, not from this handle, so the statement goes unnamed as before (and
 * is never sent again into a transaction its error aborted).
 */
export function prepareMarkedStatements(db: Knex): void {
  const dialect = db.client as unknown as PgDialect;
  const send = dialect._query.bind(dialect);
  const names = new Map<string, string>();
  let renamed = 0;
  const newName = (sql: string, suffix = ''): string => {
    const name = `ajarin_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}${suffix}`;
    names.set(sql, name);
    return name;
  };

  dialect._query = async (connection, obj) => {
    if (obj.options?.prepared !== true) return send(connection, obj);
    const { prepared: _marker, ...options } = obj.options;
    const sendAs = (name: string) => send(connection, { ...obj, options: { ...options, name } });
    const name = names.get(obj.sql) ?? newName(obj.sql);
    try {
      return await sendAs(name);
    } catch (error) {
      if (!isStaleResultType(error)) throw error;
      // Another request may have renamed it already: a newer name is as good.
      const current = names.get(obj.sql) ?? name;
      return sendAs(current === name ? newName(obj.sql, `_${(renamed += 1)}`) : current);
    }
  };
}
