import { bankMutationsSchema } from '../bank-statements/bank-mutation.schema.ts';
import type { StatementResult } from '../bank-statements/views.ts';
import { answer, endpoint, named } from './endpoint.ts';

// Bank statements matched to open transactions (docs/product.md#bank-statements): an admin's CSV
// import and a bank-mutation service's signed webhook (api/routes/bank-statements.routes.ts).

/** A month of a busy account is about 1 MB of CSV. */
export const STATEMENT_MAX_BYTES = 5 * 1024 * 1024;

export const bankStatementsContract = {
  importStatement: endpoint({
    method: 'POST',
    path: '/api/admin/bank-statements',
    tag: 'Admin',
    summary: 'Import an internet-banking CSV export: matched lines pay their transaction, the rest are listed',
    description:
      'BCA, Mandiri, BRI and BNI exports, or a CSV with date, description, amount and CR/DB columns. A line already imported changes nothing; any unreadable line refuses the whole file, naming its line numbers.',
    access: ['admin'],
    upload: { field: 'statement', description: 'CSV, at most 5 MB', maxBodyBytes: STATEMENT_MAX_BYTES + 64 * 1024 },
    responses: { 200: 'What was matched, what was listed with its candidates, what was already imported' },
    answer: answer<StatementResult>(),
  }),
  bankMutations: endpoint({
    method: 'POST',
    path: '/api/payments/bank-mutations',
    tag: 'Payments',
    summary: 'Mutations pushed by a bank-mutation service, signed with BANK_MUTATION_WEBHOOK_SECRET',
    description:
      'Header `X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, within 5 minutes of the server clock; anything else is 403. Each mutation `id` is kept once: a retried call changes nothing.',
    access: 'visitor',
    body: named('BankMutations', bankMutationsSchema),
    responses: { 200: 'The same result as an import' },
    answer: answer<StatementResult>(),
  }),
};
