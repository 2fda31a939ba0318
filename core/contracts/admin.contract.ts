import type {
  AdminPayout,
  PayoutDecisionResult,
  PendingProof,
  ProofDecisionResult,
  RefundRequest,
  RefundResult,
} from '../transactions/views.ts';
import { rejectionSchema } from '../transactions/transaction.schema.ts';
import { answer, endpoint, named } from './endpoint.ts';

// The admin console's money queues: proofs, payouts, refunds (api/routes/admin.routes.ts).

const rejection = named('Rejection', rejectionSchema);

export const adminContract = {
  proofs: endpoint({
    method: 'GET',
    path: '/api/admin/proofs',
    tag: 'Admin',
    summary: 'Proofs waiting for a decision',
    access: ['admin'],
    responses: { 200: '`{ proofs }`' },
    answer: answer<{ proofs: PendingProof[] }>(),
  }),
  approveProof: endpoint({
    method: 'POST',
    path: '/api/admin/proofs/:id/approve',
    tag: 'Admin',
    summary: 'Approve a proof (the transaction becomes PAID)',
    access: ['admin'],
    responses: { 200: 'The decision' },
    answer: answer<ProofDecisionResult>(),
  }),
  rejectProof: endpoint({
    method: 'POST',
    path: '/api/admin/proofs/:id/reject',
    tag: 'Admin',
    summary: 'Reject a proof with a reason',
    access: ['admin'],
    body: rejection,
    responses: { 200: 'The decision' },
    answer: answer<ProofDecisionResult>(),
  }),
  payouts: endpoint({
    method: 'GET',
    path: '/api/admin/payouts',
    tag: 'Admin',
    summary: 'Payout requests',
    access: ['admin'],
    responses: { 200: '`{ payouts }`' },
    answer: answer<{ payouts: AdminPayout[] }>(),
  }),
  approvePayout: endpoint({
    method: 'POST',
    path: '/api/admin/payouts/:id/approve',
    tag: 'Admin',
    summary: 'Approve a payout',
    access: ['admin'],
    responses: { 200: 'The decision' },
    answer: answer<PayoutDecisionResult>(),
  }),
  rejectPayout: endpoint({
    method: 'POST',
    path: '/api/admin/payouts/:id/reject',
    tag: 'Admin',
    summary: 'Reject a payout with a reason',
    access: ['admin'],
    body: rejection,
    responses: { 200: 'The decision' },
    answer: answer<PayoutDecisionResult>(),
  }),
  markPayoutPaid: endpoint({
    method: 'POST',
    path: '/api/admin/payouts/:id/mark-paid',
    tag: 'Admin',
    summary: 'Mark an approved payout paid',
    access: ['admin'],
    responses: { 200: 'The decision' },
    answer: answer<PayoutDecisionResult>(),
  }),
  refunds: endpoint({
    method: 'GET',
    path: '/api/admin/refunds',
    tag: 'Admin',
    summary: 'Refund requests',
    access: ['admin'],
    responses: { 200: '`{ refunds }`' },
    answer: answer<{ refunds: RefundRequest[] }>(),
  }),
  completeRefund: endpoint({
    method: 'POST',
    path: '/api/admin/transactions/:id/refund-complete',
    tag: 'Admin',
    summary: 'Record a refund as paid back',
    access: ['admin'],
    responses: { 200: 'The decision' },
    answer: answer<RefundResult>(),
  }),
};
