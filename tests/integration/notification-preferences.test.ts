import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../core/errors.ts';
import { getNotificationPreferences, PREFERENCE_MESSAGES, setNotificationPreference } from '../../services/notifications/preferences.ts';
import { startBookingsApp } from '../helpers/bookings.ts';

// Per-user, per-channel switches for groups of events: off means that user's deliveries on that
// channel are skipped; account mail (confirmation, reset code) ignores them.

const app = await startBookingsApp({ mail: true });
const { call, db, createCustomer, createTutor, book, mailsTo } = app;

describe('notification preferences', () => {
  it('are all on until switched, and account mail cannot be switched off', async () => {
    const customer = await createCustomer('Rina Pengaturan');
    const all = await getNotificationPreferences(db, customer.id);
    expect(Object.keys(all).sort()).toEqual(['email', 'telegram', 'whatsapp']);
    expect(all.email).toEqual({ transactions: true, payouts: true, requests: true, admin: true, feedback: true });

    const after = await setNotificationPreference(db, customer.id, { channel: 'telegram', group: 'requests', enabled: false });
    expect(after.telegram.requests).toBe(false);
    expect(after.email.requests).toBe(true);
    expect(
      (await setNotificationPreference(db, customer.id, { channel: 'telegram', group: 'requests', enabled: true })).telegram.requests,
    ).toBe(true);

    const refused = await setNotificationPreference(db, customer.id, { channel: 'email', group: 'account', enabled: false }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'VALIDATION', message: PREFERENCE_MESSAGES.accountAlwaysOn });
    for (const input of [{ channel: 'sms', group: 'transactions', enabled: false }, { channel: 'email', group: 'transactions' }, null]) {
      await expect(setNotificationPreference(db, customer.id, input)).rejects.toMatchObject({
        code: 'VALIDATION',
        message: PREFERENCE_MESSAGES.invalid,
      });
    }
  });

  it("skips a user's booking email when they switched transactions off, and still sends their account mail", async () => {
    const tutor = await createTutor({ name: 'Siti Preferensi' });
    const customer = await createCustomer('Budi Diam');
    await setNotificationPreference(db, customer.id, { channel: 'email', group: 'transactions', enabled: false });

    const transaction = await book(customer, tutor);
    const [told] = await mailsTo(tutor.email);
    expect(told?.subject).toBe('Ada pesanan baru untuk Anda di Ajarin');
    const [event] = await db('outbox')
      .where({ type: 'booking.created' })
      .whereRaw(`payload->>'transactionId' = ?`, [transaction.id])
      .pluck('id');
    await vi.waitFor(
      async () => {
        const rows = await db('notification_deliveries').where({ outbox_id: event }).select('user_id', 'status');
        expect(rows).toEqual(
          expect.arrayContaining([
            { user_id: customer.id, status: 'skipped' },
            { user_id: tutor.id, status: 'sent' },
          ]),
        );
      },
      { timeout: 15_000, interval: 50 },
    );

    expect((await call(null, 'POST', '/api/auth/password/otp', { json: { email: customer.email } })).status).toBe(200);
    const mails = await mailsTo(customer.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Kode reset password Ajarin']);
  });
});
