import { describe, expect, it } from 'vitest';
import type { FeedbackItem, FeedbackPage as Page } from '../../../../core/feedback/views.ts';
import { firstPage, renderInApp } from '../../../test/render.tsx';
import { feedbackKeys } from '../api/feedback-keys.ts';
import { FeedbackDetailView } from './feedback-detail-page.tsx';
import { FeedbackPage } from './feedback-page.tsx';

const item = (overrides: Partial<FeedbackItem> = {}): FeedbackItem => ({
  id: '11111111-2222-4333-8444-555555555555',
  subject: 'Halaman transaksi lambat',
  category: 'report',
  notes: 'Dimuat lebih dari 10 detik',
  createdAt: '2026-01-05T07:30:00Z',
  reply: null,
  repliedAt: null,
  ...overrides,
});
// Rendered with what the history query would have answered already in the cache (nothing is fetched).
const render = (answer?: Page) =>
  renderInApp(<FeedbackPage />, { cache: answer ? [{ key: feedbackKeys.mine(), data: firstPage(answer) }] : [] });

describe('/feedback (docs/product.md#feedback)', () => {
  it("has the form: Subjek, Kategori with Feedback first, Catatan at least 150 px high, 'Kirim'", () => {
    const html = render({ items: [], nextCursor: null });
    expect(html).toMatch(/<label[^>]*>Subjek<\/label>/);
    expect(html).toMatch(
      /<select[^>]*><option value="feedback" selected="">Feedback<\/option><option value="report">Report<\/option><\/select>/,
    );
    expect(html).toMatch(/<textarea[^>]*style="min-height:150px"/);
    expect(html).toContain('>Kirim</button>');
    expect(html).toMatch(/<form[^>]*noValidate=""/);
  });

  it('shows the history title, the loading text and the empty text', () => {
    expect(render()).toContain('Memuat data...');
    const empty = render({ items: [], nextCursor: null });
    expect(empty).toContain('Riwayat Feedback dan Report');
    expect(empty).toContain('Anda belum pernah mengirimkan feedback atau laporan');
  });

  it('lists entries with Kategori, Subjek, Tanggal (id-ID), Respon and Detail', () => {
    const html = render({
      items: [
        item(),
        item({ id: 'b', category: 'feedback', subject: 'Terima kasih', reply: 'Sama-sama', repliedAt: '2026-01-06T00:00:00Z' }),
      ],
      nextCursor: null,
    });
    for (const column of ['Kategori', 'Subjek', 'Tanggal', 'Respon', 'Detail']) expect(html).toContain(`>${column}</th>`);
    expect(html).toContain('5/1/2026');
    expect(html).toContain('Belum direspon');
    expect(html).toContain('Sudah direspon');
    expect(html).toMatch(/href="\/feedback-detail\/11111111-2222-4333-8444-555555555555"/);
    expect(html).toMatch(/class="[^"]*truncate[^"]*" title="Halaman transaksi lambat"/);
  });
});

describe('/feedback-detail/:id', () => {
  const view = (feedback: FeedbackItem) => renderInApp(<FeedbackDetailView feedback={feedback} />);

  it('shows subject, long date and time, category, content, the id at the bottom and no reply yet', () => {
    const html = view(item());
    expect(html).toContain('Halaman transaksi lambat');
    expect(html).toContain('Senin, 5 Januari 2026 pukul 14.30 WIB');
    expect(html).toContain('>Report</span>');
    expect(html).toContain('Dimuat lebih dari 10 detik');
    expect(html).toContain('Belum ada respon dari admin.');
    expect(html).not.toContain('Respon Admin');
    expect(html.trimEnd()).toMatch(/ID: 11111111-2222-4333-8444-555555555555<\/p><\/article><\/section>$/);
  });

  it("shows 'Respon Admin' with the reply once there is one", () => {
    const html = view(item({ reply: 'Sudah kami perbaiki', repliedAt: '2026-01-06T00:00:00Z' }));
    expect(html).toContain('Respon Admin');
    expect(html).toContain('Sudah kami perbaiki');
    expect(html).not.toContain('Belum ada respon dari admin.');
  });
});
