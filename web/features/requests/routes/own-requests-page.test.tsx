import { describe, expect, it } from 'vitest';
import type { OwnRequestItem, RequestPage } from '../../../../core/requests/views.ts';
import { requestKeys } from '../api/request-keys.ts';
import { ownRequest } from '../../../../tests/helpers/web-requests.ts';
import { firstPage, renderInApp } from '../../../test/render.tsx';
import { OwnRequestsPage } from './own-requests-page.tsx';

const customer = { id: 'c-1', email: 'nadia@example.com', role: 'customer' as const, name: 'Nadia' };
const render = (answer: RequestPage<OwnRequestItem>) =>
  renderInApp(<OwnRequestsPage />, { user: customer, cache: [{ key: requestKeys.mine(), data: firstPage(answer) }] });

describe("'Permintaan Belajar Anda' (docs/product.md#request-cancel)", () => {
  it("offers 'Buat Request Baru' and, with no requests yet, a way to post the first", () => {
    const html = render({ requests: [], total: 0, nextCursor: null });
    expect(html).toContain('>Permintaan Belajar Anda</h1>');
    expect(html).toMatch(/<a[^>]*href="\/create-bidding"[^>]*>Buat Request Baru<\/a>/);
    expect(html).toContain('Belum ada permintaan belajar');
    expect(html).toMatch(/<a[^>]*href="\/create-bidding"[^>]*>Buat Permintaan Pertama<\/a>/);
  });

  it("lists the requests with 'Lihat lebih banyak' while there are more", () => {
    const requests = Array.from({ length: 7 }, (_, index) => ownRequest({ id: `req-${index}` }));
    const html = render({ requests, total: 8, nextCursor: 'next' });
    expect(html.match(/data-request-id=/g)).toHaveLength(7);
    expect(html).toContain('>Lihat lebih banyak</button>');
    expect(html).toMatch(/<a[^>]*href="\/create-bidding"[^>]*>Buat Request Baru<\/a>/);
  });
});
