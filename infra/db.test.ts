import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable } from './db.ts';

// A 503 for a database that is away, a 500 for a query that is wrong: the api's error handler
// trusts this split (api/middleware/error-handler.ts).
describe('isDatabaseUnreachable', () => {
  const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it('recognises a refused or cut connection, a server shutting down, and a pool that waited in vain', () => {
    expect(isDatabaseUnreachable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnreachable(withCode('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseUnreachable(withCode('08006'))).toBe(true);
    expect(isDatabaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnreachable(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'))).toBe(true);
    expect(isDatabaseUnreachable(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]))).toBe(true);
  });

  it('leaves query errors and anything else alone', () => {
    expect(isDatabaseUnreachable(withCode('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnreachable(withCode('42P01', 'relation does not exist'))).toBe(false);
    expect(isDatabaseUnreachable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnreachable(new AggregateError([withCode('ECONNREFUSED'), new Error('boom')]))).toBe(false);
    expect(isDatabaseUnreachable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnreachable(null)).toBe(false);
  });
});
