import type { Db } from '../../infra/db.ts';
import { tutorNotFound } from './get-tutor.ts';
import { writeAudit } from '../../infra/audit-log.ts';
import type { Actor } from '../../core/accounts/actor.ts';
import { requireRole } from '../accounts/require-role.ts';
/** The dashboard's Tersedia / Sibuk switch, on the actor's own row. */
export async function setTutorAvailability(db: Db, actor: Actor, isAvailable: boolean): Promise<{ isAvailable: boolean }> {
  requireRole(actor, 'tutor');
  return db.transaction(async (trx) => {
    const current = await trx('tutors').where({ id: actor.id }).forUpdate().first<{ is_available: boolean } | undefined>('is_available');
    if (!current) throw tutorNotFound();
    if (current.is_available !== isAvailable) {
      await trx('tutors').where({ id: actor.id }).update({ is_available: isAvailable });
      await writeAudit(trx, {
        actorId: actor.id,
        action: 'tutor.availability_set',
        entity: 'tutors',
        entityId: actor.id,
        before: { isAvailable: current.is_available },
        after: { isAvailable },
      });
    }
    return { isAvailable };
  });
}
