import { describe, expect, it, vi } from 'vitest';
import { startBookingsApp, type Actor } from '../helpers/bookings.ts';

// Contact reveal (docs/product.md#privacy-contact-reveal): a tutor's phone reaches a customer, and
// a customer's phone the tutor, only once their payment is PAID — in no response, outbox payload,
// email or log line before that. Every JSON body of this file (and of every bookings test file) is
// scanned by the recorder in tests/helpers/bookings.ts against the numbers its viewer may not see
// at that moment.

const app = await startBookingsApp({ mail: true });
const { call, createCustomer, createTutor, createAdmin, book, uploadProof, pendingProofId, hiddenPhonesFor } = app;

const tutor = await createTutor({ name: 'Siti Rahma', price: 100_000 });
const otherTutor = await createTutor({ name: 'Agus Pratama' });
const alice = await createCustomer('Alice Wijaya');
const bob = await createCustomer('Bob Hartono');
const admin = await createAdmin();
const ALICE_PHONE = '085711110001';
const BOB_PHONE = '085722220002';
const tutorPhone = tutor.phone ?? '';

const aliceBooking = await book(alice, tutor, { phone: ALICE_PHONE });
const bobBooking = await book(bob, tutor, { phone: BOB_PHONE });

/** Every read a viewer can make about these transactions, so the recorder sees each body. */
async function readEverything(viewer: Actor | null): Promise<string[]> {
  const paths = [
    '/api/transactions',
    `/api/transactions/${aliceBooking.id}`,
    `/api/transactions/${bobBooking.id}`,
    '/api/tutor/transactions',
    '/api/tutor/transactions?source=booking',
    `/api/tutor/transactions/${aliceBooking.id}`,
    `/api/tutor/transactions/${bobBooking.id}`,
    `/api/tutor/transactions/${aliceBooking.id}/payout-preview`,
    '/api/admin/proofs',
    '/api/admin/payouts',
    '/api/admin/refunds',
    `/api/tutors/${tutor.id}/reviews`,
    '/api/config/public',
  ];
  const bodies: string[] = [];
  for (const path of paths) bodies.push((await call(viewer, 'GET', path)).text);
  return bodies;
}

const viewers = () => [alice, bob, tutor, otherTutor, admin, null];

describe('contact reveal', () => {
  it('knows which numbers each viewer may not see (the scanner itself)', async () => {
    expect(await hiddenPhonesFor(alice)).toEqual(expect.arrayContaining([tutorPhone, BOB_PHONE]));
    expect(await hiddenPhonesFor(alice)).not.toContain(ALICE_PHONE);
    expect(await hiddenPhonesFor(tutor)).toEqual(expect.arrayContaining([ALICE_PHONE, BOB_PHONE]));
    expect(await hiddenPhonesFor(tutor)).not.toContain(tutorPhone);
    expect(await hiddenPhonesFor(null)).toEqual(expect.arrayContaining([tutorPhone, ALICE_PHONE, BOB_PHONE]));
  });

  it('shows no number to anyone before PAID, whatever they read', async () => {
    for (const viewer of viewers()) {
      const bodies = (await readEverything(viewer)).join('\n');
      for (const phone of [tutorPhone, ALICE_PHONE, BOB_PHONE]) expect(bodies).not.toContain(phone);
    }
    const tutorView = (await call(tutor, 'GET', `/api/tutor/transactions/${aliceBooking.id}`)).body.transaction;
    expect(tutorView.customerPhone).toBeNull();
    expect((await call(alice, 'GET', `/api/transactions/${aliceBooking.id}`)).body.transaction.tutorPhone).toBeNull();
  });

  it('still shows none while the proof waits for the admin', async () => {
    const upload = await uploadProof(alice, aliceBooking.id);
    expect(upload.status).toBe(201);
    expect(upload.text).not.toContain(tutorPhone);
    for (const viewer of viewers()) await readEverything(viewer);
    expect(app.privacy().leaks).toEqual([]);
  });

  it('reveals exactly the two numbers of the paid transaction, to exactly its two sides', async () => {
    await call(admin, 'POST', `/api/admin/proofs/${await pendingProofId(aliceBooking.id)}/approve`);
    expect((await call(alice, 'GET', `/api/transactions/${aliceBooking.id}`)).body.transaction.tutorPhone).toBe(tutorPhone);
    expect((await call(tutor, 'GET', `/api/tutor/transactions/${aliceBooking.id}`)).body.transaction.customerPhone).toBe(ALICE_PHONE);

    // Bob's booking with the same tutor is still unpaid: neither of its numbers moves.
    expect((await call(bob, 'GET', `/api/transactions/${bobBooking.id}`)).body.transaction.tutorPhone).toBeNull();
    expect((await call(tutor, 'GET', `/api/tutor/transactions/${bobBooking.id}`)).body.transaction.customerPhone).toBeNull();
    const bobSees = (await readEverything(bob)).join('\n');
    expect(bobSees).not.toContain(tutorPhone);
    const otherTutorSees = (await readEverything(otherTutor)).join('\n');
    expect(otherTutorSees).not.toContain(ALICE_PHONE);
    for (const viewer of viewers()) await readEverything(viewer);
  });

  it('hides them again once the payment is refunded', async () => {
    await call(alice, 'POST', `/api/transactions/${aliceBooking.id}/refund`);
    expect((await call(alice, 'GET', `/api/transactions/${aliceBooking.id}`)).body.transaction.tutorPhone).toBeNull();
    expect((await call(tutor, 'GET', `/api/tutor/transactions/${aliceBooking.id}`)).body.transaction.customerPhone).toBeNull();
    for (const viewer of viewers()) await readEverything(viewer);
  });

  it('keeps event payloads to ids, and numbers out of emails until PAID', async () => {
    await app.mailsTo(alice.email, 3);
    await app.mailsTo(tutor.email, 3);
    const events = await app.outboxEvents();
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['booking.created', 'payment.proof_submitted', 'payment.verified', 'refund.requested']),
    );
    for (const event of events) {
      for (const value of Object.values(event.payload)) expect(String(value)).toMatch(/^[0-9a-f-]{36}$|^[A-Z]+$/);
    }

    await vi.waitFor(() => expect(app.mails().length).toBeGreaterThanOrEqual(6), { timeout: 15_000 });
    for (const mail of app.mails()) {
      const text = JSON.stringify([mail.subject, mail.text, mail.html]);
      if (text.includes(tutorPhone))
        expect([mail.to, mail.subject]).toEqual([[alice.email], 'Pembayaran terverifikasi, hubungi tutor Anda']);
      if (text.includes(ALICE_PHONE)) expect([mail.to, mail.subject]).toEqual([[tutor.email], 'Pembayaran siswa terverifikasi']);
      expect(text).not.toContain(BOB_PHONE);
    }
  });

  it('writes no number into any log line', async () => {
    const lines = app.logLines();
    expect(lines.length).toBeGreaterThan(20);
    const log = lines.join('');
    for (const phone of [tutorPhone, ALICE_PHONE, BOB_PHONE]) expect(log).not.toContain(phone);
  });

  it('scanned every body of this file against the hidden numbers and found nothing', () => {
    const { scanned, hiddenChecked, leaks } = app.privacy();
    expect(scanned).toBeGreaterThan(300);
    expect(hiddenChecked).toBeGreaterThan(scanned);
    expect(leaks).toEqual([]);
  });
});
