import type { Db } from '../../infra/db.ts';
import { requestFixtures, type Person } from './request-fixtures.ts';

// A PAID transaction with CONFIRMED sessions written straight into the database, for the
// attendance tests: they test what happens after a schedule is agreed, not how it is agreed.

export type PaidClass = { transactionId: string; tutor: Person; customer: Person; sessionIds: string[] };

export function lessonFixtures(db: Db) {
  const { tutor, customer, request, join, choose } = requestFixtures(db);

  /** A 3-hour PAID class whose sessions start at `starts` (each `minutes` long; 180 in total by default). */
  async function paidClass(
    starts: Date[],
    options: { minutes?: number; tutorZone?: string; customerZone?: string } = {},
  ): Promise<PaidClass> {
    const siti = await tutor();
    const budi = await customer();
    if (options.tutorZone) await db('users').where({ id: siti.id }).update({ time_zone: options.tutorZone });
    if (options.customerZone) await db('users').where({ id: budi.id }).update({ time_zone: options.customerZone });
    const requestId = await request(budi);
    await join(requestId, siti.id);
    const transactionId = await choose(requestId, siti.id, 'PAID');
    const minutes = options.minutes ?? 180 / starts.length;
    const sessionIds: string[] = [];
    for (const startsAt of starts) {
      const [row] = await db('lesson_sessions')
        .insert({
          transaction_id: transactionId,
          tutor_id: siti.id,
          starts_at: startsAt,
          ends_at: new Date(startsAt.getTime() + minutes * 60_000),
          status: 'CONFIRMED',
          proposed_by: 'tutor',
        })
        .returning<{ id: string }[]>('id');
      if (!row) throw new Error('session insert returned no id');
      sessionIds.push(row.id);
    }
    return { transactionId, tutor: siti, customer: budi, sessionIds };
  }

  return { paidClass, customer, tutor };
}
