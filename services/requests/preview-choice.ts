import type { Actor } from '../../core/accounts/actor.ts';
import { decideChoose } from '../../core/requests/request-machine.ts';
import { computeTotals } from '../../core/transactions/money.ts';
import { requireRole } from '../accounts/require-role.ts';
import { isBookable } from '../transactions/open-transaction.ts';
import { getRequest } from './get-request.ts';
import type { RequestDeps } from './request-record.ts';

/** What the chat's confirmation of 'Pilih Tutor Ini' shows: the class, the tutor and the total the server computed. */
export type ChoicePreview = {
  requestId: string;
  tutorId: string;
  tutorName: string;
  university: string;
  rating: number;
  reviewCount: number;
  pricePerHour: number;
  subjects: string[];
  durationHours: number;
  studentCount: number;
  total: number;
};

/**
 * The question before a choice made from a chat (docs/product.md#customers-in-the-chat): the same
 * checks as chooseTutor (owner, OPEN, a tutor who joined and can still teach), so a stale button
 * is refused with the web's words before anything is asked, and the total the choice would open.
 * Nothing is written: chooseTutor decides again, under the request's lock, when it is confirmed.
 */
export async function previewChoice(deps: RequestDeps, actor: Actor, requestId: string, tutorId: string): Promise<ChoicePreview> {
  requireRole(actor, 'customer');
  const request = await getRequest(deps, actor, requestId);
  const tutor = request.participants.find((participant) => participant.id === tutorId);
  const row =
    tutor &&
    (await deps
      .db('tutors')
      .where({ id: tutor.id })
      .first<{ id: string; price_per_hour: number; is_available: boolean; listed: boolean }>(
        'id',
        'price_per_hour',
        'is_available',
        'listed',
      ));
  decideChoose({ status: request.status, isParticipant: tutor !== undefined, tutorBookable: row !== undefined && isBookable(row) });
  if (!tutor) throw new Error('decideChoose let an unknown tutor through');
  return {
    requestId: request.id,
    tutorId: tutor.id,
    tutorName: tutor.name,
    university: tutor.university,
    rating: tutor.rating,
    reviewCount: tutor.reviewCount,
    pricePerHour: tutor.pricePerHour,
    subjects: request.subjects,
    durationHours: request.durationHours,
    studentCount: request.studentCount,
    total: computeTotals(tutor.pricePerHour, request.durationHours, request.studentCount).total,
  };
}
