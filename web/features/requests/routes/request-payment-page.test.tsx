import { describe, expect, it } from 'vitest';
import type { CustomerTransaction } from '../../../../core/transactions/views.ts';
import { renderInApp } from '../../../test/render.tsx';
import { buttonsIn, visibleText } from '../../../test/html.ts';
import { proofFixture, transactionFixture } from '../../../../tests/helpers/web-requests.ts';
import { RequestPaymentView } from './request-payment-page.tsx';

const render = (transaction: CustomerTransaction) => renderInApp(<RequestPaymentView requestId="req-1" transaction={transaction} />);
const BACK_TO_LIST = /<a[^>]*href="\/biddings"[^>]*>Kembali ke Daftar<\/a>/;

describe('RequestPaymentView (product.md#request-choose)', () => {
  it("before payment: the summary with 'Belum diisi', the note, the payment methods and 'Lanjutkan Pembayaran'", () => {
    const html = render(
      transactionFixture({ paymentStatus: 'UNPAID', pricePerHour: 85_000, durationHours: 2, studentCount: 3, totalPrice: 510_000 }),
    );
    const text = visibleText(html);
    expect(text).toContain('Konfirmasi Pembayaran');
    expect(text).toContain('Status Kelas Belum Mulai');
    expect(text).toContain('Kontak Tutor Belum diisi');
    expect(text).toContain('Biaya per Jam Rp 85.000 Durasi 2 jam Jumlah Siswa 3 orang Total Rp 510.000');
    expect(text).toContain('Kamu akan menerima nomor tutor setelah membayar.');
    expect(text).toContain('Metode Pembayaran');
    expect(buttonsIn(html)).toContainEqual({ label: 'Lanjutkan Pembayaran', disabled: false });
  });

  it('shows the payment deadline in Jakarta time (docs/product.md#payment-deadline)', () => {
    const html = render(transactionFixture({ paymentStatus: 'UNPAID', paymentDueAt: '2026-11-28T07:05:00.000Z' }));
    const text = visibleText(html);
    expect(text).toContain('Batas waktu pembayaran: 28 November 2026, 14:05 WIB');
    expect(text).toContain('Transaksi yang belum dibayar hingga saat itu menjadi Kedaluwarsa.');
  });

  it('shows why a proof was refused before asking for a new one', () => {
    const html = render(
      transactionFixture({ paymentStatus: 'UNPAID', proofs: [proofFixture({ decision: 'REJECTED', reason: 'Nominal tidak sesuai' })] }),
    );
    expect(visibleText(html)).toContain('Alasan: Nominal tidak sesuai.');
  });

  it("with a proof sent: only 'Bukti Pembayaran Terkirim', disabled", () => {
    const html = render(transactionFixture({ paymentStatus: 'PROOF_SUBMITTED', proofs: [proofFixture()] }));
    expect(buttonsIn(html)).toEqual([{ label: 'Bukti Pembayaran Terkirim', disabled: true }]);
    expect(visibleText(html)).not.toContain('Metode Pembayaran');
  });

  it("paid with the class going on: the tutor's number, 'Kelas Selesai' and 'Kembali ke Daftar'", () => {
    const html = render(transactionFixture({ paymentStatus: 'PAID', classStatus: 'IN_PROGRESS', tutorPhone: '081298765432' }));
    const text = visibleText(html);
    expect(text).toContain('Status Kelas Sedang Berlangsung');
    expect(text).toContain('Kontak Tutor 081298765432');
    expect(text).not.toContain('Kamu akan menerima nomor tutor setelah membayar.');
    expect(buttonsIn(html)).toEqual([{ label: 'Kelas Selesai', disabled: false }]);
    expect(html).toMatch(BACK_TO_LIST);
  });

  it("class done: 'Kembali ke Daftar' only", () => {
    const html = render(transactionFixture({ paymentStatus: 'PAID', classStatus: 'DONE', tutorPhone: '081298765432' }));
    expect(visibleText(html)).toContain('Status Kelas Selesai');
    expect(buttonsIn(html)).toEqual([]);
    expect(html).toMatch(BACK_TO_LIST);
  });
});
