import { describe, expect, it, vi } from 'vitest';
import { startBookingsApp } from '../helpers/bookings.ts';

// The emails of the booking and money events, through the real path: outbox → relay → BullMQ →
// 'events' job (recipients, ledger rows) → email send job → SMTP.

const app = await startBookingsApp({ mail: true, env: { GOPAY_NUMBER: '081299998888' } });
const { call, db, createCustomer, createTutor, createAdmin, book, uploadProof, pendingProofId, mailsTo, mailTo } = app;

const admin = await createAdmin();

const subjects = (mails: { subject: string }[]) => mails.map((mail) => mail.subject);

describe('booking and payment emails', () => {
  it('walks a booking from creation to payout and mails each side what it may know', async () => {
    const tutor = await createTutor({ name: 'Siti Rahma', price: 100_000, bankAccount: 'BNI 0123456789' });
    const customer = await createCustomer('Budi Santoso');
    const transaction = await book(customer, tutor, { phone: '0857 1234 9876', durationHours: 2, studentCount: 1 });
    const customerLink = `https://ajarin.test/transactions/${transaction.id}`;
    const tutorLink = `https://ajarin.test/tutor-transactions/${transaction.id}`;

    const [created] = await mailsTo(customer.email);
    expect(created?.subject).toBe('Pesanan berhasil dibuat, segera lakukan pembayaran');
    expect(created?.text).toContain('Halo Budi Santoso,');
    expect(created?.text).toContain('Pesanan Anda dengan tutor Siti Rahma berhasil dibuat.');
    expect(created?.text).toContain('Total: Rp 200.000');
    // The amount to pay is the total plus the kode unik, the code on its own line (docs/product.md#unique-code).
    const { unique_code: code } = await db('transactions').where({ id: transaction.id }).first('unique_code');
    const due = `Rp 200.${String(code).padStart(3, '0')}`;
    expect(created?.text).toContain(`Jumlah yang harus dibayar: ${due}\nKode unik: Rp ${code}\n`);
    expect(created?.text).toContain(`Transfer tepat ${due} (termasuk kode unik) ke nomor GOPAY 081299998888.`);
    expect(created?.text).toContain('Kode QRIS untuk pembayaran lewat QRIS ada di halaman transaksi.');
    expect(created?.text).toContain('maksimal 750KB');
    expect(created?.text).toContain(customerLink);
    expect(created?.text).not.toContain(tutor.phone ?? '-');

    const [told] = await mailsTo(tutor.email);
    expect(told?.subject).toBe('Ada pesanan baru untuk Anda di Ajarin');
    expect(told?.text).toContain('Ada pesanan baru dari Budi Santoso.');
    expect(told?.text).toContain('Bagian Anda (85%): Rp 170.000');
    expect(told?.text).toContain(tutorLink);
    expect(told?.text).not.toContain('085712349876');

    await uploadProof(customer, transaction.id);
    const received = (await mailsTo(customer.email, 2))[1];
    expect(received?.subject).toBe('Bukti pembayaran diterima');
    expect(received?.text).toContain('3-4 jam');

    await call(admin, 'POST', `/api/admin/proofs/${await pendingProofId(transaction.id)}/reject`, {
      json: { reason: 'Nominal transfer kurang Rp 5.000' },
    });
    const rejected = (await mailsTo(customer.email, 3))[2];
    expect(rejected?.subject).toBe('Bukti pembayaran ditolak');
    expect(rejected?.text).toContain('Alasan: Nominal transfer kurang Rp 5.000');
    expect(rejected?.text).toContain(customerLink);

    await uploadProof(customer, transaction.id);
    await mailsTo(customer.email, 4);
    await call(admin, 'POST', `/api/admin/proofs/${await pendingProofId(transaction.id)}/approve`);
    const verified = (await mailsTo(customer.email, 5))[4];
    expect(verified?.subject).toBe('Pembayaran terverifikasi, hubungi tutor Anda');
    expect(verified?.text).toContain(`Nomor telepon tutor Siti Rahma: ${tutor.phone}`);
    const tutorVerified = (await mailsTo(tutor.email, 2))[1];
    expect(tutorVerified?.subject).toBe('Pembayaran siswa terverifikasi');
    expect(tutorVerified?.text).toContain('Nomor telepon siswa: 085712349876');
    expect(tutorVerified?.text).toContain(tutorLink);

    await call(customer, 'POST', `/api/transactions/${transaction.id}/complete`);
    const classDone = await mailTo(tutor.email, 'Kelas selesai, dana siap dicairkan');
    expect(classDone.text).toContain(tutorLink);
    await call(tutor, 'POST', `/api/tutor/transactions/${transaction.id}/payout`);
    const payoutId = (await db('payouts').where({ transaction_id: transaction.id }).first('id')).id as string;
    await call(admin, 'POST', `/api/admin/payouts/${payoutId}/approve`);
    const approved = await mailTo(tutor.email, 'Pencairan dana disetujui');
    expect(approved.text).toContain('Status: Pencairan Disetujui');
    expect(approved.text).toContain('Jumlah diterima: Rp 167.500');
    expect(approved.text).toContain('Rekening: BNI 0123456789');
    await call(admin, 'POST', `/api/admin/payouts/${payoutId}/mark-paid`);
    const done = await mailTo(tutor.email, 'Pencairan dana sudah ditransfer');
    expect(done.text).toContain('Status: Selesai');

    expect(subjects(await mailsTo(customer.email, 5))).toHaveLength(5);
  });

  it('tells the tutor the reason when a payout is rejected', async () => {
    const tutor = await createTutor({ name: 'Agus Pratama', bankAccount: 'GOPAY 081200001111' });
    const customer = await createCustomer('Rina Lestari');
    const transaction = await book(customer, tutor);
    await app.payAndComplete(customer, admin, transaction.id);
    await call(tutor, 'POST', `/api/tutor/transactions/${transaction.id}/payout`);
    const payoutId = (await db('payouts').where({ transaction_id: transaction.id }).first('id')).id as string;
    await call(admin, 'POST', `/api/admin/payouts/${payoutId}/reject`, { json: { reason: 'Nomor GOPAY tidak terdaftar' } });
    const rejected = await mailTo(tutor.email, 'Pencairan dana ditolak');
    expect(rejected.text).toContain('Alasan: Nomor GOPAY tidak terdaftar');
    expect(rejected.text).toContain('Anda dapat mengajukan pencairan lagi');
  });

  it('does not send the phone numbers when the payment is no longer PAID by the time the mail is written', async () => {
    const tutor = await createTutor({ name: 'Tutor Refund' });
    const customer = await createCustomer('Cepat Batal');
    const transaction = await book(customer, tutor);
    await uploadProof(customer, transaction.id);
    const proofId = (await db('payment_proofs').where({ transaction_id: transaction.id }).first('id')).id as string;
    const outboxId = await db.transaction(async (trx) => {
      await trx('transactions').where({ id: transaction.id }).update({ payment_status: 'PAID', paid_at: trx.fn.now() });
      await trx('payment_proofs').where({ id: proofId }).update({ decision: 'APPROVED', decided_at: trx.fn.now() });
      const [event] = await trx('outbox')
        .insert({ type: 'payment.verified', payload: JSON.stringify({ transactionId: transaction.id, proofId }) })
        .returning('id');
      // Verified and refunded in one commit: the handlers of the event only ever see REFUND_REQUESTED.
      await trx('transactions').where({ id: transaction.id }).update({ payment_status: 'REFUND_REQUESTED', class_status: 'CANCELLED' });
      return event.id as number;
    });
    // Both sides were due a message when the event was planned; by the time it is written the
    // payment is no longer PAID, so both deliveries are skipped and no number leaves.
    await vi.waitFor(
      async () => {
        const deliveries = await db('notification_deliveries').where({ outbox_id: outboxId }).select('user_id', 'status');
        expect(deliveries).toHaveLength(2);
        expect(deliveries.map((row: { status: string }) => row.status)).toEqual(['skipped', 'skipped']);
      },
      { timeout: 15_000, interval: 50 },
    );
    const sent = app.mails().filter((mail) => mail.to.includes(customer.email) || mail.to.includes(tutor.email));
    expect(subjects(sent)).not.toContain('Pembayaran terverifikasi, hubungi tutor Anda');
    expect(subjects(sent)).not.toContain('Pembayaran siswa terverifikasi');
    expect(sent.map((mail) => mail.text).join('\n')).not.toContain(tutor.phone ?? '-');
  });
});
