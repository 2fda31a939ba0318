import type { CustomerTransaction, CustomerTransactionItem, Page } from '../transactions/views.ts';
import { customerTransactionsQuerySchema } from '../transactions/transaction.schema.ts';
import { answer, endpoint } from './endpoint.ts';

// The customer's transactions, proofs and the three buttons (api/routes/transactions.routes.ts).

/** What every customer action answers: its success text (docs/product.md#transaction-actions) and the transaction as it now is. */
export type TransactionActionResult = { message: string; transaction: CustomerTransaction };

export const transactionsContract = {
  list: endpoint({
    method: 'GET',
    path: '/api/transactions',
    tag: 'Transactions',
    summary: "The customer's transactions, newest first",
    access: ['customer'],
    query: customerTransactionsQuerySchema,
    responses: { 200: 'A page of transactions (each with `uniqueCode` and `amountDue` = total + code, rupiah) and the next cursor' },
    answer: answer<Page<CustomerTransactionItem>>(),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/transactions/:id',
    tag: 'Transactions',
    summary: 'One transaction of its customer',
    access: 'signed-in',
    responses: { 200: '`{ transaction }` with its `uniqueCode` and `amountDue` (total + kode unik, rupiah)' },
    answer: answer<{ transaction: CustomerTransaction }>(),
  }),
  submitProof: endpoint({
    method: 'POST',
    path: '/api/transactions/:id/proof',
    tag: 'Transactions',
    summary: 'Upload a payment proof',
    access: 'signed-in',
    idempotent: 'transactions.proof',
    upload: { field: 'proof', description: 'JPEG, PNG or PDF, at most 750 KB', maxBodyBytes: 2 * 1024 * 1024 },
    responses: { 201: 'The transaction, now waiting for verification' },
    answer: answer<TransactionActionResult>(),
  }),
  proofFile: endpoint({
    method: 'GET',
    path: '/api/transactions/:id/proofs/:proofId/file',
    tag: 'Transactions',
    summary: 'A proof file, to its customer and to admins',
    access: 'signed-in',
    produces: ['image/jpeg', 'image/png', 'application/pdf'],
    responses: { 200: 'The file' },
  }),
  receipt: endpoint({
    method: 'GET',
    path: '/api/transactions/:id/receipt',
    tag: 'Transactions',
    summary: 'The receipt (kwitansi) PDF of a paid transaction, to its customer only',
    description: 'Anyone but the customer gets 404, as for an unknown id; before the payment is verified: 404.',
    access: 'signed-in',
    produces: ['application/pdf'],
    responses: { 200: 'The PDF' },
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/transactions/:id/cancel',
    tag: 'Transactions',
    summary: 'Cancel an unpaid transaction',
    access: 'signed-in',
    responses: { 200: 'The transaction' },
    answer: answer<TransactionActionResult>(),
  }),
  requestRefund: endpoint({
    method: 'POST',
    path: '/api/transactions/:id/refund',
    tag: 'Transactions',
    summary: 'Ask for a refund of a paid class',
    access: 'signed-in',
    responses: { 200: 'The transaction' },
    answer: answer<TransactionActionResult>(),
  }),
  complete: endpoint({
    method: 'POST',
    path: '/api/transactions/:id/complete',
    tag: 'Transactions',
    summary: 'Mark a paid class done',
    access: 'signed-in',
    responses: { 200: 'The transaction' },
    answer: answer<TransactionActionResult>(),
  }),
};
