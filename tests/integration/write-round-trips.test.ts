import { afterEach, describe, expect, it, vi } from 'vitest';
import { imageQueue } from '../../infra/image-queue.ts';
import { startRequestsApp } from '../helpers/requests.ts';

// docs/decisions/059-writes-in-one-statement.md: the statements each write sends to Postgres, BEGIN
// and COMMIT included, counted from knex's query events. A change that adds a round trip to a
// booking, a join or a proof upload fails here; lower is welcome (update the number).

const app = await startRequestsApp();
const { db } = app;

// Every signed-in request checks its session and may note the user's activity; the test helpers'
// leak recorder reads the phones a viewer may not see. None of these belongs to the write.
const NOT_THE_WRITE = [/from "sessions"/, /set "last_active_at"/, /select t\.phone_number as phone/];

async function statementsOf(write: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const record = (query: { sql: string }) => seen.push(query.sql);
  db.on('query', record);
  try {
    await write();
  } finally {
    db.off('query', record);
  }
  return seen.filter((sql) => !NOT_THE_WRITE.some((pattern) => pattern.test(sql)));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('round trips per write', () => {
  it('books with one statement: no read before, no BEGIN, no savepoint, the event in the insert', async () => {
    const customer = await app.createCustomer();
    const tutor = await app.createTutor({ price: 90_000 });
    const statements = await statementsOf(() => app.book(customer, tutor));
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(
      /from tutors where id = \$1 and is_available[\s\S]*for share[\s\S]*insert into transactions[\s\S]*on conflict \(unique_code\)[\s\S]*insert into outbox/,
    );
  });

  it('joins with one statement, no BEGIN: the database locks, judges, inserts and reads the tutors the answer shows', async () => {
    const owner = await app.createCustomer();
    const request = await app.postRequest(owner);
    const tutor = await app.createTutor({ price: 90_000 });
    const statements = await statementsOf(() => app.join(tutor, request.id));
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/from join_request\(\$1, \$2, \$3\)[\s\S]*insert into outbox/);
  });

  it('records a proof and reads its answer with one statement after the read, its image re-encoded through the bounded image queue', async () => {
    const customer = await app.createCustomer();
    const tutor = await app.createTutor({ price: 90_000 });
    const transaction = await app.book(customer, tutor);
    const run = vi.spyOn(imageQueue, 'run');
    let answered = 0;
    const statements = await statementsOf(async () => {
      const res = await app.uploadProof(customer, transaction.id);
      answered = res.status;
    });
    expect(answered).toBe(201);
    expect(run).toHaveBeenCalledTimes(1);
    // The transaction read and the one write, which also reads what the answer shows.
    expect(statements).toHaveLength(2);
    expect(statements).not.toContain('BEGIN;');
    expect(statements[1]).toMatch(
      /update transactions[\s\S]*insert into payment_proofs[\s\S]*insert into audit_log[\s\S]*insert into outbox[\s\S]*json_agg/,
    );
  });
});
