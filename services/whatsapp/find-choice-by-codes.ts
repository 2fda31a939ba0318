import { shortCodeRange } from '../../core/whatsapp/short-codes.ts';
import type { Db } from '../../infra/db.ts';

/**
 * 'PILIH <request> <tutor>': one of the customer's own requests and a tutor who joined it, by their
 * short codes. Null when none or several pairs match: the customer is asked to check the codes.
 */
export async function findChoiceByCodes(
  db: Db,
  customerId: string,
  requestCode: string,
  tutorCode: string,
): Promise<{ requestId: string; tutorId: string } | null> {
  const request = shortCodeRange(requestCode);
  const tutor = shortCodeRange(tutorCode);
  const rows = await db('request_participants as p')
    .join('learning_requests as r', 'r.id', 'p.request_id')
    .where('r.customer_id', customerId)
    .whereBetween('r.id', [request.lo, request.hi])
    .whereBetween('p.tutor_id', [tutor.lo, tutor.hi])
    .limit(2)
    .select<{ request_id: string; tutor_id: string }[]>('p.request_id', 'p.tutor_id');
  return rows.length === 1 ? { requestId: rows[0]!.request_id, tutorId: rows[0]!.tutor_id } : null;
}
