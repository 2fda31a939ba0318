import type { Actor } from '../../core/accounts/actor.ts';
import { maskContactDetails } from '../../core/privacy/mask-contact-details.ts';
import type { Db } from '../../infra/db.ts';
import { requireRole } from '../accounts/require-role.ts';

/** A transaction waiting for the customer's proof, as a chat button names it. */
export type UnpaidTransaction = { id: string; tutorName: string; subjects: string[]; totalPrice: number; createdAt: string };

/** More would not fit a chat's keyboard; the newest are the ones being paid. */
export const UNPAID_LIST_LIMIT = 10;

/**
 * The customer's transactions that take a proof now (payment UNPAID, docs/product.md#payment-proof-upload),
 * newest first: what a chat bot offers when a customer sends a photo of a transfer. Never a phone.
 */
export async function listUnpaidTransactions(deps: { db: Db }, viewer: Actor): Promise<UnpaidTransaction[]> {
  requireRole(viewer, 'customer');
  const rows = await deps
    .db('transactions')
    .join('tutors', 'tutors.id', 'transactions.tutor_id')
    .where({ 'transactions.customer_id': viewer.id, 'transactions.payment_status': 'UNPAID' })
    .orderBy([
      { column: 'transactions.created_at', order: 'desc' },
      { column: 'transactions.id', order: 'desc' },
    ])
    .limit(UNPAID_LIST_LIMIT)
    .select<{ id: string; tutor_name: string; subjects: string[]; total_price: number; created_at: Date }[]>(
      'transactions.id',
      'tutors.name as tutor_name',
      'transactions.subjects',
      'transactions.total_price',
      'transactions.created_at',
    );
  // The tutor's name as on their profile: contacts masked (docs/product.md#privacy-free-text).
  return rows.map((row) => ({
    id: row.id,
    tutorName: maskContactDetails(row.tutor_name),
    subjects: row.subjects,
    totalPrice: row.total_price,
    createdAt: row.created_at.toISOString(),
  }));
}
