import { describe, expect, it } from 'vitest';
import type { OpenRequestPage } from '../../../../core/requests/views.ts';
import { requestKeys } from '../api/request-keys.ts';
import { openRequest } from '../../../../tests/helpers/web-requests.ts';
import { firstPage, renderInApp } from '../../../test/render.tsx';
import { TutorRequestsPage } from './tutor-requests-page.tsx';

const tutor = { id: 't-1', email: 'tutor@example.com', role: 'tutor' as const, name: 'Budi' };
const page = (overrides: Partial<OpenRequestPage> = {}): OpenRequestPage => ({
  requests: [],
  total: 0,
  nextCursor: null,
  tutorHasSubjects: true,
  ...overrides,
});
const render = (answers: Array<[boolean, OpenRequestPage]>) =>
  renderInApp(<TutorRequestsPage />, {
    user: tutor,
    cache: answers.map(([matching, answer]) => ({ key: requestKeys.open(matching), data: firstPage(answer) })),
  });
const switchTag = (html: string) => html.match(/<button[^>]*role="switch"[^>]*>/)?.[0] ?? '';

describe("'Request Belajar' (docs/product.md#request-join)", () => {
  it('has the title and subtitle of the product', () => {
    const html = render([[true, page()]]);
    expect(html).toContain('>Request Belajar</h1>');
    expect(html).toContain('Lihat permintaan belajar dari murid dan ajukan diri Anda sebagai tutor');
  });

  it("starts with 'Sesuai mata pelajaran saya' on for a tutor with subjects, and offers the whole list when nothing matches", () => {
    const html = render([[true, page()]]);
    expect(switchTag(html)).toContain('aria-checked="true"');
    expect(switchTag(html)).toContain('aria-label="Sesuai mata pelajaran saya"');
    expect(html).toContain('Belum ada permintaan yang sesuai');
    expect(html).toContain('>Tampilkan semua permintaan</button>');
  });

  it('shows the whole list, the switch off and unavailable, to a tutor without subjects', () => {
    const all = page({ tutorHasSubjects: false, total: 1, requests: [openRequest({ id: 'req-all', matchesMySubjects: false })] });
    const html = render([
      [true, page({ tutorHasSubjects: false })],
      [false, all],
    ]);
    expect(switchTag(html)).toContain('aria-checked="false"');
    expect(switchTag(html)).toContain('disabled=""');
    expect(html).toContain('data-request-id="req-all"');
    expect(html).not.toContain('Belum ada permintaan yang sesuai');
  });

  it('says there are no requests at all with the product texts', () => {
    const html = render([
      [true, page({ tutorHasSubjects: false })],
      [false, page({ tutorHasSubjects: false })],
    ]);
    expect(html).toContain('Belum ada permintaan belajar');
    expect(html).toContain('Saat ini belum ada permintaan belajar yang tersedia');
  });

  it("lists the requests and offers 'Lihat lebih banyak' while there are more", () => {
    const requests = Array.from({ length: 7 }, (_, index) => openRequest({ id: `req-${index}` }));
    const html = render([[true, page({ requests, total: 9, nextCursor: 'next' })]]);
    expect(html.match(/data-request-id=/g)).toHaveLength(7);
    expect(html).toContain('>Lihat lebih banyak</button>');
    expect(render([[true, page({ requests, total: 7 })]])).not.toContain('Lihat lebih banyak');
  });
});
