import type { Actor } from '../../core/accounts/actor.ts';
import { ADMIN_USER_MESSAGES as M, type TutorVerificationResult } from '../../core/admin/users.ts';
import { AppError } from '../../core/errors.ts';
import { isUuid } from '../../core/validation/uuid.ts';
import type { Db, Trx } from '../../infra/db.ts';
import { requireRole } from '../accounts/require-role.ts';
import { writeAudit } from '../../infra/audit-log.ts';

// An admin checked a tutor's student ID card (docs/product.md#admin-tutor-verification): the tutor
// gets the 'Terverifikasi' badge on cards and the profile page, and passes the gallery's
// 'Hanya tutor terverifikasi' filter. The change of the tutor row reaches open galleries live.

const tutorNotFound = () => new AppError('NOT_FOUND', M.tutorNotFound);

type Row = { id: string; verified_at: Date | null; verification_note: string | null };

async function lockTutor(trx: Trx, tutorId: string): Promise<Row> {
  const row = await trx('tutors').where({ id: tutorId }).forUpdate().first<Row | undefined>('id', 'verified_at', 'verification_note');
  if (!row) throw tutorNotFound();
  return row;
}

export async function verifyTutor(deps: { db: Db }, viewer: Actor, tutorId: string, note: string | null): Promise<TutorVerificationResult> {
  requireRole(viewer, 'admin');
  if (!isUuid(tutorId)) throw tutorNotFound();
  return deps.db.transaction(async (trx) => {
    const row = await lockTutor(trx, tutorId);
    if (row.verified_at) throw new AppError('CONFLICT', M.alreadyVerified);
    const [updated] = await trx('tutors')
      .where({ id: tutorId })
      .update({ verified_at: trx.fn.now(), verified_by: viewer.id, verification_note: note })
      .returning<{ verified_at: Date }[]>('verified_at');
    const verifiedAt = (updated?.verified_at ?? new Date()).toISOString();
    await writeAudit(trx, {
      actorId: viewer.id,
      action: 'tutor.verify',
      entity: 'tutors',
      entityId: tutorId,
      before: { verified: false },
      after: { verified: true, note },
    });
    return { tutorId, verifiedAt };
  });
}

/** Withdrawing a verification (a card found invalid later): the badge and the filter drop the tutor. */
export async function unverifyTutor(deps: { db: Db }, viewer: Actor, tutorId: string): Promise<TutorVerificationResult> {
  requireRole(viewer, 'admin');
  if (!isUuid(tutorId)) throw tutorNotFound();
  return deps.db.transaction(async (trx) => {
    const row = await lockTutor(trx, tutorId);
    if (!row.verified_at) throw new AppError('CONFLICT', M.notVerified);
    await trx('tutors').where({ id: tutorId }).update({ verified_at: null, verified_by: null, verification_note: null });
    await writeAudit(trx, {
      actorId: viewer.id,
      action: 'tutor.unverify',
      entity: 'tutors',
      entityId: tutorId,
      before: { verified: true, note: row.verification_note },
      after: { verified: false },
    });
    return { tutorId, verifiedAt: null };
  });
}
