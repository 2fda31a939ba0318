import { computeTotals, payoutBreakdown } from '../../core/transactions/money.ts';
import { REACHABLE_STATES } from '../../core/transactions/statuses.ts';
import type { Db } from '../../infra/db.ts';

// The marketplace's rules read back from a whole database: every violation found, described in a
// line, so a seeded or long-running database can be checked as one (issue 14). Each rule is the
// product's (docs/product.md), recomputed from core/ rather than trusted from a stored column.

type TransactionRow = {
  id: string;
  source: 'booking' | 'request';
  request_id: string | null;
  tutor_id: string;
  customer_id: string;
  price_per_hour: number;
  duration_hours: number;
  student_count: number;
  total_price: number;
  tutor_payment: number;
  payment_status: string;
  class_status: string;
};

const stateKey = (payment: string, klass: string, hasReview?: boolean) =>
  `${payment}/${klass}${hasReview === undefined ? '' : `/${hasReview}`}`;
const REACHABLE = new Set(REACHABLE_STATES.map((state) => stateKey(state.payment, state.class, state.hasReview)));

export async function findInvariantViolations(db: Db, limits: { requestMaxTutors: number; payoutAdminFee: number }): Promise<string[]> {
  const problems: string[] = [];
  const transactions: TransactionRow[] = await db('transactions').select('*');
  const proofs: { transaction_id: string; decision: string }[] = await db('payment_proofs').select('transaction_id', 'decision');
  const payouts: {
    transaction_id: string;
    tutor_id: string;
    status: string;
    amount: number;
    admin_fee: number;
    net_amount: number;
    bank_account: string;
  }[] = await db('payouts').select('*');
  const reviews: { transaction_id: string; tutor_id: string; customer_id: string }[] = await db('reviews').select(
    'transaction_id',
    'tutor_id',
    'customer_id',
  );

  for (const t of transactions) {
    const totals = computeTotals(t.price_per_hour, t.duration_hours, t.student_count);
    if (t.total_price !== totals.total || t.tutor_payment !== totals.tutorPayment)
      problems.push(`transaction ${t.id}: totals ${t.total_price}/${t.tutor_payment}, expected ${totals.total}/${totals.tutorPayment}`);

    const own = reviews.filter((review) => review.transaction_id === t.id);
    const hasReview = t.class_status === 'DONE' ? own.length > 0 : undefined;
    if (!REACHABLE.has(stateKey(t.payment_status, t.class_status, hasReview)))
      problems.push(`transaction ${t.id}: unreachable state ${stateKey(t.payment_status, t.class_status)}`);
    if (own.length > 1) problems.push(`transaction ${t.id}: ${own.length} reviews`);
    for (const review of own) {
      if (t.class_status !== 'DONE') problems.push(`transaction ${t.id}: reviewed before the class was done`);
      if (review.tutor_id !== t.tutor_id || review.customer_id !== t.customer_id)
        problems.push(`transaction ${t.id}: review of other parties`);
    }

    const decisions = proofs.filter((proof) => proof.transaction_id === t.id).map((proof) => proof.decision);
    const pending = decisions.filter((decision) => decision === 'PENDING').length;
    if (pending !== (t.payment_status === 'PROOF_SUBMITTED' ? 1 : 0))
      problems.push(`transaction ${t.id}: ${pending} pending proofs while ${t.payment_status}`);
    const paidOnce = ['PAID', 'REFUND_REQUESTED', 'REFUNDED'].includes(t.payment_status);
    if (paidOnce !== decisions.includes('APPROVED'))
      problems.push(`transaction ${t.id}: ${t.payment_status} with proofs [${decisions.join(', ')}]`);

    const ownPayouts = payouts.filter((payout) => payout.transaction_id === t.id);
    const open = ownPayouts.filter((payout) => payout.status !== 'REJECTED');
    if (open.length > 1) problems.push(`transaction ${t.id}: ${open.length} payouts that are not rejected`);
    for (const payout of ownPayouts) {
      if (t.payment_status !== 'PAID' || t.class_status !== 'DONE')
        problems.push(`transaction ${t.id}: payout while ${t.payment_status}/${t.class_status}`);
      if (payout.tutor_id !== t.tutor_id) problems.push(`transaction ${t.id}: payout to another tutor`);
      const expected = payoutBreakdown(t.tutor_payment, payout.bank_account, limits.payoutAdminFee);
      const actual = { amount: payout.amount, adminFee: payout.admin_fee, net: payout.net_amount };
      if (JSON.stringify(actual) !== JSON.stringify(expected))
        problems.push(`transaction ${t.id}: payout ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
    }
  }

  const requests: { id: string; status: string; chosen_tutor_id: string | null; subjects: string[] }[] = await db(
    'learning_requests',
  ).select('id', 'status', 'chosen_tutor_id', 'subjects');
  const participants: { request_id: string; tutor_id: string }[] = await db('request_participants').select('request_id', 'tutor_id');
  for (const request of requests) {
    const joined = participants.filter((participant) => participant.request_id === request.id).map((participant) => participant.tutor_id);
    if (joined.length > limits.requestMaxTutors)
      problems.push(`request ${request.id}: ${joined.length} participants, cap ${limits.requestMaxTutors}`);
    const opened = transactions.filter((t) => t.request_id === request.id);
    if (request.status === 'CHOSEN') {
      if (!request.chosen_tutor_id || !joined.includes(request.chosen_tutor_id))
        problems.push(`request ${request.id}: chosen tutor did not join`);
      if (opened.length !== 1 || opened[0]?.tutor_id !== request.chosen_tutor_id)
        problems.push(`request ${request.id}: chosen without its one transaction with the chosen tutor`);
    } else if (opened.length > 0) problems.push(`request ${request.id}: ${request.status} with a transaction`);
  }

  const tutorsTaught: { id: string; hours_taught: number; done_hours: number }[] = await db('tutors')
    .leftJoin('transactions', function joinDone() {
      this.on('transactions.tutor_id', 'tutors.id').andOnVal('transactions.class_status', 'DONE');
    })
    .groupBy('tutors.id')
    .select('tutors.id', 'tutors.hours_taught', db.raw('coalesce(sum(transactions.duration_hours), 0)::int as done_hours'));
  for (const tutor of tutorsTaught) {
    if (tutor.hours_taught < tutor.done_hours)
      problems.push(`tutor ${tutor.id}: ${tutor.hours_taught} hours taught, fewer than the ${tutor.done_hours} of done classes`);
  }
  return problems;
}
