import { describe, expect, it } from 'vitest';
import { deriveRequestBadge, outsiderRequestBadge } from '../../../../core/requests/request-status.ts';
import { renderInApp } from '../../../test/render.tsx';
import { buttonsIn, visibleText } from '../../../test/html.ts';
import { proofFixture, requestFixture, transactionFixture, tutorFixture } from '../../../../tests/helpers/web-requests.ts';
import { RequestDetailView } from './request-detail-page.tsx';

const back = { to: '/biddings', label: 'Kembali ke Daftar' };
const render = (request: Parameters<typeof RequestDetailView>[0]['request']) =>
  renderInApp(<RequestDetailView request={request} back={back} />);
const labels = (html: string) => buttonsIn(html).map((button) => button.label);

const two = [tutorFixture({ id: 't1', name: 'Rizky Pratama' }), tutorFixture({ id: 't2', name: 'Dewi Lestari', pricePerHour: 100_000 })];

describe('RequestDetailView (product.md#request-choose)', () => {
  it("gives the owner of an open request 'Pilih Tutor Ini' on every interested tutor and 'Batalkan Permintaan'", () => {
    const html = render(requestFixture({ participants: two, participantCount: 2, canChoose: true, canCancelRequest: true }));
    expect(visibleText(html)).toContain('Tutor yang Tertarik (2)');
    expect(labels(html).filter((label) => label === 'Pilih Tutor Ini')).toHaveLength(2);
    expect(labels(html)).toContain('Batalkan Permintaan');
    expect(visibleText(html)).not.toContain('Lihat detail permintaan belajar dari murid');
    expect(visibleText(html)).toContain('Terbuka');
  });

  it('says when no tutor is interested yet', () => {
    const html = render(requestFixture({ participants: [] }));
    expect(visibleText(html)).toContain('Tutor yang Tertarik (0)');
    expect(visibleText(html)).toContain('Belum ada tutor yang tertarik');
  });

  it('marks the chosen tutor, offers no other choice, and shows the transaction with the hidden contact before payment', () => {
    const transaction = transactionFixture({ paymentStatus: 'UNPAID', totalPrice: 510_000, tutorPayment: 433_500 });
    const html = render(
      requestFixture({
        status: 'CHOSEN',
        badge: deriveRequestBadge({ stored: 'CHOSEN', transaction }),
        participants: [{ ...two[0]!, chosen: true }, two[1]!],
        chosenTutorId: 't1',
        canChoose: false,
        canCancelRequest: true,
        canCancelTransaction: true,
        transaction,
      }),
    );
    const text = visibleText(html);
    expect(text).toContain('✓ Tutor Terpilih');
    expect(labels(html)).not.toContain('Pilih Tutor Ini');
    expect(text).toContain('Tutor Dipilih');
    expect(text).toContain('Rp 510.000 Rp 85.000 × 2 jam × 3 orang');
    expect(text).toContain('Rp 433.500 85% dari total pembayaran');
    expect(text).toContain('Tersembunyi hingga dibayar');
    expect(html).not.toContain('data-testid="tutor-phone"');
    expect(html).toMatch(/<a[^>]*href="\/bidding-payment\/req-1"[^>]*>Unggah Bukti Pembayaran<\/a>/);
    expect(labels(html)).toEqual(expect.arrayContaining(['Batalkan Permintaan', 'Batalkan Transaksi']));
  });

  it("shows 'Lihat Bukti Pembayaran' while a proof waits, and 'Pembayaran Selesai' (disabled) with the tutor's number once paid", () => {
    const pending = render(
      requestFixture({
        status: 'CHOSEN',
        canChoose: false,
        transaction: transactionFixture({ paymentStatus: 'PROOF_SUBMITTED', proofs: [proofFixture()] }),
      }),
    );
    expect(buttonsIn(pending)).toContainEqual({ label: 'Lihat Bukti Pembayaran', disabled: false });

    const paid = render(
      requestFixture({
        status: 'CHOSEN',
        canChoose: false,
        canCancelRequest: false,
        transaction: transactionFixture({ paymentStatus: 'PAID', tutorPhone: '081298765432', customerName: '' }),
      }),
    );
    expect(buttonsIn(paid)).toContainEqual({ label: 'Pembayaran Selesai', disabled: true });
    expect(visibleText(paid)).toContain('081298765432');
    expect(visibleText(paid)).toContain('Tidak tersedia');
    expect(labels(paid)).not.toContain('Batalkan Permintaan');
  });

  it("gives a tutor who has not joined 'Saya Tertarik Mengajar', the subtitle for tutors and no owner controls", () => {
    const html = render(requestFixture({ viewer: 'tutor', canChoose: false, canCancelRequest: false, canJoin: true, participants: two }));
    expect(visibleText(html)).toContain('Lihat detail permintaan belajar dari murid');
    expect(buttonsIn(html)).toContainEqual({ label: 'Saya Tertarik Mengajar', disabled: false });
    expect(labels(html)).not.toContain('Pilih Tutor Ini');
    expect(labels(html)).not.toContain('Batalkan Permintaan');
  });

  it("shows a joined tutor 'Sudah Bergabung' (disabled), and a full request 'penuh'", () => {
    expect(buttonsIn(render(requestFixture({ viewer: 'tutor', joined: true, canJoin: false, canChoose: false })))).toContainEqual({
      label: 'Sudah Bergabung',
      disabled: true,
    });
    const full = render(
      requestFixture({ viewer: 'tutor', joined: false, canJoin: false, full: true, participantCount: 10, canChoose: false }),
    );
    expect(buttonsIn(full)).toContainEqual({ label: 'Saya Tertarik Mengajar', disabled: true });
    expect(visibleText(full)).toContain('penuh');
  });

  it('shows a tutor who was not chosen the request as closed, without joining', () => {
    const html = render(
      requestFixture({
        viewer: 'tutor',
        status: 'CHOSEN',
        badge: outsiderRequestBadge('CHOSEN'),
        joined: true,
        canJoin: false,
        canChoose: false,
      }),
    );
    expect(visibleText(html)).toContain('Ditutup');
    expect(buttonsIn(html)).toContainEqual({ label: 'Sudah Bergabung', disabled: true });
    expect(visibleText(html)).not.toContain('Detail Transaksi');
  });
});
