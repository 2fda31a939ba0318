import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import { buttonsIn, visibleText } from '../../../test/html.ts';
import { AccessDenied, NO_ACCESS_TEXT, RequestLoadFailure } from './request-load-failure.tsx';

const back = { to: '/biddings', label: 'Kembali ke Daftar' };
const notFound = { title: 'Permintaan Belajar Tidak Ditemukan', text: 'Permintaan belajar yang Anda cari tidak ada atau sudah dihapus.' };
const noop = () => undefined;

describe('RequestLoadFailure (product.md#request-choose)', () => {
  it('shows the not-found screen with the way back', () => {
    const html = renderInApp(
      <RequestLoadFailure
        failure="not-found"
        notFound={notFound}
        failed="Failed to load bidding details"
        back={back}
        onRetry={noop}
        retrying={false}
      />,
    );
    expect(html).toMatch(/<h1[^>]*>Permintaan Belajar Tidak Ditemukan<\/h1>/);
    expect(html).toMatch(/<a[^>]*href="\/biddings"[^>]*>Kembali ke Daftar<\/a>/);
    expect(html).not.toContain('Akses Ditolak');
  });

  it("shows 'Akses Ditolak' with its line for a request the viewer may not read", () => {
    const html = renderInApp(
      <RequestLoadFailure
        failure="forbidden"
        notFound={notFound}
        failed="Failed to load bidding details"
        back={back}
        onRetry={noop}
        retrying={false}
      />,
    );
    expect(html).toMatch(/<h1[^>]*>Akses Ditolak<\/h1>/);
    expect(visibleText(html)).toContain('Anda tidak memiliki akses untuk melihat halaman ini');
    expect(html).not.toContain('Tidak Ditemukan');
  });

  it("shows any other failure with 'Coba Lagi'", () => {
    const html = renderInApp(
      <RequestLoadFailure
        failure="error"
        notFound={notFound}
        failed="Failed to load bidding details"
        back={back}
        onRetry={noop}
        retrying={false}
      />,
    );
    expect(visibleText(html)).toContain('Failed to load bidding details');
    expect(buttonsIn(html)).toEqual([{ label: 'Coba Lagi', disabled: false }]);
  });

  it('AccessDenied leads back where it is told', () => {
    const html = renderInApp(<AccessDenied back={{ to: '/tutor-requests', label: 'Kembali ke Request Belajar' }} />);
    expect(visibleText(html)).toContain(NO_ACCESS_TEXT);
    expect(html).toMatch(/<a[^>]*href="\/tutor-requests"[^>]*>Kembali ke Request Belajar<\/a>/);
  });
});
