import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { jakartaParts, pad2 } from '../../core/format/jakarta-time.ts';
import { startBookingsApp, type Actor } from '../helpers/bookings.ts';

// The receipt (kwitansi, docs/product.md#receipt): numbered once when the payment becomes PAID,
// a PDF for the transaction's customer only, and attached to the 'Pembayaran terverifikasi' email.
// The PDF's text is read back with unpdf (pdf.js), not compared as bytes.

const app = await startBookingsApp({ mail: true });
const { call, db, createCustomer, createTutor, createAdmin, book, uploadProof, pendingProofId, pay, mailTo } = app;
const admin = await createAdmin();

const NUMBER = /^AJR\/(\d{4})\/(\d{2})\/(\d{6})$/;

async function pdfText(bytes: Buffer | Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

async function uniqueCode(transactionId: string): Promise<number> {
  const row = await db('transactions').where({ id: transactionId }).first<{ unique_code: number }>('unique_code');
  return row!.unique_code;
}

/** 600000 + 123 → 'Rp 600.123', written out rather than through the product's formatter. */
const rupiah = (amount: number) => `Rp ${amount.toLocaleString('de-DE')}`;

async function receiptNumber(transactionId: string): Promise<string | null> {
  const row = await db('transactions').where({ id: transactionId }).first<{ receipt_number: string | null }>('receipt_number');
  return row?.receipt_number ?? null;
}

/** The PDF part of a raw MIME message, decoded from base64. */
function pdfAttachment(raw: string): { filename: string; bytes: Buffer } | undefined {
  const match = /Content-Type: application\/pdf;\s*name="?([^"\r\n]+)"?\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(raw);
  if (!match) return undefined;
  return { filename: match[1] ?? '', bytes: Buffer.from((match[2] ?? '').replace(/\s+/g, ''), 'base64') };
}

async function paidBooking(tutorOptions: { price?: number; phone?: string | null } = {}) {
  const tutor = await createTutor({ name: 'Siti Rahma', price: 100_000, ...tutorOptions });
  const customer = await createCustomer('Budi Santoso');
  const phone = `0857${String(Date.now()).slice(-8)}`;
  const transaction = await book(customer, tutor, { phone, durationHours: 2, studentCount: 3, subjects: ['SMA - Fisika'] });
  return { tutor, customer, phone, transaction };
}

describe('receipt', () => {
  it('numbers the transaction when its proof is approved and prints both parties, the lesson and the amounts', async () => {
    const { tutor, customer, phone, transaction } = await paidBooking();
    expect(await receiptNumber(transaction.id)).toBeNull();
    await pay(customer, admin, transaction.id);

    const number = await receiptNumber(transaction.id);
    const paid = await db('transactions').where({ id: transaction.id }).first<{ paid_at: Date }>('paid_at');
    const { year, month } = jakartaParts(paid!.paid_at);
    expect(number).toMatch(NUMBER);
    expect(number?.slice(0, 12)).toBe(`AJR/${year}/${pad2(month)}/`);

    const res = await call(customer, 'GET', `/api/transactions/${transaction.id}/receipt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="kwitansi-${number!.replaceAll('/', '-')}.pdf"`);
    const text = await pdfText(res.bytes!);
    expect(text).toContain('KWITANSI PEMBAYARAN');
    expect(text).toContain(`Nomor: ${number}`);
    expect(text).toContain(`Diterima dari (siswa) Budi Santoso (${phone})`);
    expect(text).toContain(`Tutor Siti Rahma (${tutor.phone})`);
    expect(text).toContain('Mata pelajaran SMA - Fisika');
    expect(text).toContain('Durasi 2 jam');
    expect(text).toContain('Harga per jam Rp 100.000');
    expect(text).toContain('Jumlah siswa 3');
    expect(text).toContain('Subtotal Rp 600.000');
    expect(text).toContain('Biaya platform (15%, termasuk dalam subtotal) Rp 90.000');
    expect(text).toContain('Bagian tutor (termasuk dalam subtotal) Rp 510.000');
    const code = await uniqueCode(transaction.id);
    expect(code).toBeGreaterThanOrEqual(1);
    expect(text).toContain(`Kode unik Rp ${code}`);
    expect(text).toContain(`Total dibayar ${rupiah(600_000 + code)}`);
  });

  it('keeps its number for good and stops showing phone numbers once the payment is refunded', async () => {
    const { customer, phone, transaction } = await paidBooking();
    await pay(customer, admin, transaction.id);
    const number = await receiptNumber(transaction.id);
    expect((await call(customer, 'POST', `/api/transactions/${transaction.id}/refund`)).status).toBe(200);

    const res = await call(customer, 'GET', `/api/transactions/${transaction.id}/receipt`);
    expect(res.status).toBe(200);
    const text = await pdfText(res.bytes!);
    expect(await receiptNumber(transaction.id)).toBe(number);
    expect(text).toContain(`Nomor: ${number}`);
    expect(text).toContain('Diterima dari (siswa) Budi Santoso\n');
    expect(text).not.toContain(phone);
  });

  it('is for the customer only, and only once the payment is verified', async () => {
    const { tutor, customer, transaction } = await paidBooking();
    const path = `/api/transactions/${transaction.id}/receipt`;
    const before = await call(customer, 'GET', path);
    expect(before.status).toBe(404);
    expect(before.body.error.message).toBe('Kwitansi tersedia setelah pembayaran terverifikasi.');

    await uploadProof(customer, transaction.id);
    await call(admin, 'POST', `/api/admin/proofs/${await pendingProofId(transaction.id)}/reject`, { json: { reason: 'Nominal kurang' } });
    expect((await call(customer, 'GET', path)).status).toBe(404);
    expect(await receiptNumber(transaction.id)).toBeNull();

    await pay(customer, admin, transaction.id);
    expect((await call(customer, 'GET', path)).status).toBe(200);
    const stranger = await createCustomer('Ani Wijaya');
    const others: Actor[] = [tutor, admin, stranger];
    for (const viewer of others) {
      const res = await call(viewer, 'GET', path);
      expect(res.status, viewer.role).toBe(404);
      expect(res.body.error.message).toBe('Transaksi Tidak Ditemukan');
    }
    expect((await call(null, 'GET', path)).status).toBe(401);
    expect((await call(customer, 'GET', '/api/transactions/not-a-uuid/receipt')).status).toBe(404);
  });

  it('gives approvals at the same moment distinct numbers that follow each other', async () => {
    const bookings = await Promise.all(Array.from({ length: 6 }, () => paidBooking()));
    for (const { customer, transaction } of bookings) await uploadProof(customer, transaction.id);
    const proofIds = await Promise.all(bookings.map(({ transaction }) => pendingProofId(transaction.id)));
    const answers = await Promise.all(proofIds.map((id) => call(admin, 'POST', `/api/admin/proofs/${id}/approve`)));
    expect(answers.map((res) => res.status)).toEqual(proofIds.map(() => 200));

    const numbers = await Promise.all(bookings.map(({ transaction }) => receiptNumber(transaction.id)));
    const sequence = numbers.map((number) => Number(NUMBER.exec(number ?? '')?.[3])).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(bookings.length);
    expect(sequence.map((value, index) => value - index)).toEqual(sequence.map(() => sequence[0]));
  });

  it("attaches the receipt to the customer's 'Pembayaran terverifikasi' email", async () => {
    const { tutor, customer, transaction } = await paidBooking();
    await pay(customer, admin, transaction.id);
    const number = await receiptNumber(transaction.id);

    const mail = await mailTo(customer.email, 'Pembayaran terverifikasi, hubungi tutor Anda');
    expect(mail.text).toContain('Kwitansi pembayaran terlampir (PDF).');
    const attachment = pdfAttachment(mail.raw);
    expect(attachment?.filename).toBe(`kwitansi-${number!.replaceAll('/', '-')}.pdf`);
    const text = await pdfText(attachment!.bytes);
    expect(text).toContain(`Nomor: ${number}`);
    expect(text).toContain(`Total dibayar ${rupiah(600_000 + (await uniqueCode(transaction.id)))}`);

    const tutorMail = await mailTo(tutor.email, 'Pembayaran siswa terverifikasi');
    expect(pdfAttachment(tutorMail.raw)).toBeUndefined();
  });
});
