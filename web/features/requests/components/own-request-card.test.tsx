import { describe, expect, it } from 'vitest';
import { deriveRequestBadge } from '../../../../core/requests/request-status.ts';
import { ownRequest } from '../../../../tests/helpers/web-requests.ts';
import { renderInApp } from '../../../test/render.tsx';
import { OwnRequestCard } from './own-request-card.tsx';

const paid = deriveRequestBadge({ stored: 'CHOSEN', transaction: { paymentStatus: 'PAID', classStatus: 'IN_PROGRESS' } });

describe("a card of 'Permintaan Belajar Anda' (docs/product.md#request-cancel)", () => {
  it('shows subjects, status with its tooltip, counts and interested tutors, and links to the detail', () => {
    const html = renderInApp(<OwnRequestCard request={ownRequest()} />);
    expect(html).toContain('SMA - Fisika, SMA - Kimia');
    expect(html).toContain('Terbuka');
    expect(html).toContain('3 orang · 2 jam · 4 tutor tertarik');
    expect(html).toMatch(/<a[^>]*href="\/bidding\/req-1"[^>]*>Lihat Detail<\/a>/);
  });

  it("offers 'Batalkan Permintaan' only when the server allows it", () => {
    expect(renderInApp(<OwnRequestCard request={ownRequest()} />)).toContain('>Batalkan Permintaan</button>');
    expect(renderInApp(<OwnRequestCard request={ownRequest({ canCancel: false })} />)).not.toContain('Batalkan Permintaan');
  });

  it("offers 'Tandai Selesai' only when the server allows it and there is a transaction", () => {
    const transaction = { id: 'tx-1', paymentStatus: 'PAID' as const, classStatus: 'IN_PROGRESS' as const };
    const html = renderInApp(
      <OwnRequestCard request={ownRequest({ status: 'CHOSEN', transaction, canCancel: false, canMarkDone: true, badge: paid })} />,
    );
    expect(html).toContain('>Tandai Selesai</button>');
    expect(html).toContain('Dibayar');
    expect(renderInApp(<OwnRequestCard request={ownRequest()} />)).not.toContain('Tandai Selesai');
  });

  it("shows a cancelled payment as 'Dibatalkan' with the transaction tooltip", () => {
    const badge = deriveRequestBadge({ stored: 'CHOSEN', transaction: { paymentStatus: 'CANCELLED', classStatus: 'CANCELLED' } });
    const html = renderInApp(<OwnRequestCard request={ownRequest({ badge, canCancel: false })} />);
    expect(html).toContain('Dibatalkan');
    expect(html).toContain('Transaksi telah dibatalkan');
  });
});
