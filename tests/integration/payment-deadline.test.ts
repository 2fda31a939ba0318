import { describe, expect, it } from 'vitest';
import { expireTransaction } from '../../services/payments/expire-transaction.ts';
import { remindPayment } from '../../services/payments/remind-payment.ts';
import { sweepPaymentDeadlines } from '../../jobs/payment-deadlines.ts';
import { chooseTutor } from '../../services/requests/choose-tutor.ts';
import { getRequest } from '../../services/requests/get-request.ts';
import { openTransaction } from '../../services/transactions/open-transaction.ts';
import { freshDatabase } from '../helpers/database.ts';
import { requestFixtures, type Person } from '../helpers/request-fixtures.ts';

// docs/product.md#payment-deadline: the deadline set at opening, the one reminder, the expiry of an
// UNPAID transaction (never of a waiting proof or a payment), each idempotent under the row lock,
// and a request handed back to its tutors when its transaction expires.

const { db } = await freshDatabase();
const { tutor, customer, request, join, choose } = requestFixtures(db);
const config = { REQUEST_MAX_TUTORS: 10, REQUEST_LIFETIME_HOURS: 168, PAYMENT_WINDOW_HOURS: 24 };
const deps = { db, config };

const setDue = (id: string, hoursFromNow: number) =>
  db('transactions')
    .where({ id })
    .update({ payment_due_at: db.raw('now() + make_interval(secs => ?)', [hoursFromNow * 3600]) });
const rowOf = async (id: string) =>
  (await db('transactions').where({ id }).first('payment_status', 'class_status', 'payment_reminded_at')) as {
    payment_status: string;
    class_status: string;
    payment_reminded_at: Date | null;
  };
const eventsOf = async (type: string, key: string, id: string) =>
  ((await db('outbox').where({ type }).pluck('payload')) as Record<string, string>[]).filter((payload) => payload[key] === id);

async function booking(owner: Person, paymentStatus = 'UNPAID'): Promise<string> {
  const siti = await tutor();
  const requestId = await request(owner);
  await join(requestId, siti.id);
  return choose(requestId, siti.id, paymentStatus);
}

describe('the payment deadline', () => {
  it('is set when the transaction opens, PAYMENT_WINDOW_HOURS from now', async () => {
    const owner = await customer();
    const siti = await tutor();
    const id = await db.transaction((trx) =>
      openTransaction(
        trx,
        { source: 'booking' },
        { id: siti.id, price_per_hour: 100_000 },
        {
          customerId: owner.id,
          customerName: owner.name,
          phone: '081398765432',
          subjects: ['SMA - Fisika'],
          durationHours: 1,
          studentCount: 1,
          notes: null,
        },
        { paymentWindowHours: 5 },
      ),
    );
    const { hours } = (await db('transactions')
      .where({ id })
      .first(db.raw('extract(epoch from payment_due_at - now()) / 3600 as hours'))) as { hours: string };
    expect(Number(hours)).toBeGreaterThan(4.99);
    expect(Number(hours)).toBeLessThanOrEqual(5);
  });

  it('expires an UNPAID transaction past its deadline once: Kedaluwarsa, class cancelled, one event, one audit entry', async () => {
    const id = await booking(await customer());
    await setDue(id, -0.01);
    expect(await expireTransaction(deps, id)).toBe('expired');
    expect(await expireTransaction(deps, id)).toBe('closed');
    expect(await rowOf(id)).toMatchObject({ payment_status: 'EXPIRED', class_status: 'CANCELLED' });
    expect(await eventsOf('transaction.expired', 'transactionId', id)).toHaveLength(1);
    expect(await db('audit_log').where({ entity: 'transaction', entity_id: id, action: 'transaction.expire' })).toHaveLength(1);
  });

  it('leaves a transaction whose deadline has not come (a job early or a moved deadline)', async () => {
    const id = await booking(await customer());
    await setDue(id, 1);
    expect(await expireTransaction(deps, id)).toBe('not-due');
    expect((await rowOf(id)).payment_status).toBe('UNPAID');
  });

  it('never expires a transaction while its proof waits for the admin, and does once a rejection makes it UNPAID again', async () => {
    const id = await booking(await customer(), 'PROOF_SUBMITTED');
    await setDue(id, -1);
    expect(await expireTransaction(deps, id)).toBe('proof-waiting');
    expect(await sweepPaymentDeadlines(deps)).toMatchObject({ expired: 0 });
    expect((await rowOf(id)).payment_status).toBe('PROOF_SUBMITTED');

    await db('transactions').where({ id }).update({ payment_status: 'UNPAID' });
    const swept = await sweepPaymentDeadlines(deps);
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    expect((await rowOf(id)).payment_status).toBe('EXPIRED');
  });

  it('never expires a paid transaction, nor one already closed', async () => {
    const owner = await customer();
    const paid = await booking(owner, 'PAID');
    const cancelled = await booking(owner);
    await db('transactions').where({ id: cancelled }).update({ payment_status: 'CANCELLED', class_status: 'CANCELLED' });
    await setDue(paid, -5);
    await setDue(cancelled, -5);
    await sweepPaymentDeadlines(deps);
    expect(await expireTransaction(deps, paid)).toBe('closed');
    expect(await expireTransaction(deps, cancelled)).toBe('closed');
    expect((await rowOf(paid)).payment_status).toBe('PAID');
    expect((await rowOf(cancelled)).payment_status).toBe('CANCELLED');
    expect(await eventsOf('transaction.expired', 'transactionId', paid)).toHaveLength(0);
  });

  it('refuses a second EXPIRED that would break the class rule at the database too', async () => {
    const id = await booking(await customer());
    await expect(db('transactions').where({ id }).update({ payment_status: 'EXPIRED' })).rejects.toThrow(
      /transactions_expired_class_check/,
    );
  });
});

describe('the reminder', () => {
  it('goes once, 3 hours before the deadline, only to an UNPAID transaction', async () => {
    const owner = await customer();
    const early = await booking(owner);
    await setDue(early, 3.5);
    expect(await remindPayment(db, early)).toBe('not-due');

    const due = await booking(owner);
    await setDue(due, 2.9);
    expect(await remindPayment(db, due)).toBe('reminded');
    expect(await remindPayment(db, due)).toBe('skipped');
    expect(await sweepPaymentDeadlines(deps)).toMatchObject({ reminded: 0 });
    expect(await eventsOf('payment.reminder', 'transactionId', due)).toHaveLength(1);
    expect((await rowOf(due)).payment_reminded_at).not.toBeNull();

    const waiting = await booking(owner, 'PROOF_SUBMITTED');
    await setDue(waiting, 1);
    expect(await remindPayment(db, waiting)).toBe('skipped');
  });

  it('is sent by the sweep when its job was missed', async () => {
    const id = await booking(await customer());
    await setDue(id, 1);
    expect((await sweepPaymentDeadlines(deps)).reminded).toBeGreaterThanOrEqual(1);
    expect(await eventsOf('payment.reminder', 'transactionId', id)).toHaveLength(1);
  });
});

describe("a learning request's transaction that expires", () => {
  it('hands the request back OPEN to its tutors, and the owner may choose again', async () => {
    const owner = await customer('Rina Lestari');
    const [siti, andi] = [await tutor(), await tutor()];
    const requestId = await request(owner, { expiresInHours: 1 });
    await join(requestId, siti.id);
    await join(requestId, andi.id);
    const first = await choose(requestId, siti.id);
    await setDue(first, -0.01);

    expect(await expireTransaction(deps, first)).toBe('expired');
    const reopened = (await db('learning_requests')
      .where({ id: requestId })
      .first('status', 'chosen_tutor_id', db.raw("expires_at > now() + interval '167 hours' as fresh"))) as {
      status: string;
      chosen_tutor_id: string | null;
      fresh: boolean;
    };
    expect(reopened).toEqual({ status: 'OPEN', chosen_tutor_id: null, fresh: true });
    expect(await db('request_participants').where({ request_id: requestId }).pluck('tutor_id')).toHaveLength(2);
    expect(await eventsOf('request.reopened', 'requestId', requestId)).toEqual([{ requestId, transactionId: first }]);

    const viewer = { id: owner.id, role: 'customer' as const };
    const open = await getRequest(deps, viewer, requestId);
    expect(open).toMatchObject({ status: 'OPEN', canChoose: true, transaction: null, chosenTutorId: null });

    const again = await chooseTutor(deps, viewer, requestId, { tutorId: andi.id });
    expect(again.transactionId).not.toBe(first);
    const chosen = await getRequest(deps, viewer, requestId);
    expect(chosen).toMatchObject({
      status: 'CHOSEN',
      chosenTutorId: andi.id,
      transaction: { id: again.transactionId, paymentStatus: 'UNPAID' },
    });
    expect(await db('transactions').where({ request_id: requestId }).orderBy('created_at').pluck('payment_status')).toEqual([
      'EXPIRED',
      'UNPAID',
    ]);
  });
});
