import type { PayoutPreview, TutorTransaction, TutorTransactionsPage } from '../transactions/views.ts';
import { tutorTransactionsQuerySchema } from '../transactions/transaction.schema.ts';
import { answer, endpoint } from './endpoint.ts';

// The tutor's transactions and payouts (api/routes/tutor-transactions.routes.ts).

export const tutorTransactionsContract = {
  list: endpoint({
    method: 'GET',
    path: '/api/tutor/transactions',
    tag: 'Tutor transactions',
    summary: "The tutor's transactions with the summary cards",
    access: ['tutor'],
    query: tutorTransactionsQuerySchema,
    responses: { 200: 'A page of transactions, the summary and the next cursor' },
    answer: answer<TutorTransactionsPage>(),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/tutor/transactions/:id',
    tag: 'Tutor transactions',
    summary: 'One transaction of the tutor',
    access: ['tutor'],
    responses: { 200: "`{ transaction }`; the customer's name and notes with contact details masked until PAID" },
    answer: answer<{ transaction: TutorTransaction }>(),
  }),
  payoutPreview: endpoint({
    method: 'GET',
    path: '/api/tutor/transactions/:id/payout-preview',
    tag: 'Tutor transactions',
    summary: 'What a payout of this transaction would pay',
    access: ['tutor'],
    responses: { 200: 'Amount, admin fee, net and bank account' },
    answer: answer<PayoutPreview>(),
  }),
  requestPayout: endpoint({
    method: 'POST',
    path: '/api/tutor/transactions/:id/payout',
    tag: 'Tutor transactions',
    summary: "Ask for this transaction's payout",
    access: ['tutor'],
    idempotent: 'payouts.request',
    responses: { 201: 'The transaction and a message' },
    answer: answer<{ message: string; transaction: TutorTransaction }>(),
  }),
};
