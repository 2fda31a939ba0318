import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { openRequest } from '../../../../tests/helpers/web-requests.ts';
import { tagWithId } from '../../../test/html.ts';
import { OpenRequestDetails } from './open-request-details.tsx';

const noop = () => undefined;
const render = (expanded: boolean, request = openRequest()) =>
  renderToStaticMarkup(<OpenRequestDetails id="d" expanded={expanded} onToggle={noop} request={request} />);

describe('the expandable details of a tutor request card (docs/product.md#request-join)', () => {
  it('starts closed: the button says so to assistive tech and the details are hidden', () => {
    const html = render(false);
    expect(html).toMatch(/<button type="button" aria-expanded="false" aria-controls="d"[^>]*>Lihat detail/);
    expect(tagWithId(html, 'd')).toContain('hidden=""');
  });

  it('when open, says so and shows students, hours, notes, status and interested tutors', () => {
    const html = render(true);
    expect(html).toMatch(/<button type="button" aria-expanded="true" aria-controls="d"[^>]*>Sembunyikan detail/);
    expect(tagWithId(html, 'd')).not.toContain('hidden');
    for (const text of ['3 orang', '2 jam', 'Persiapan UTBK', 'Terbuka', '4 tutor tertarik']) expect(html).toContain(text);
  });

  it("says 'penuh' once the cap is met, and when there are no notes", () => {
    const html = render(true, openRequest({ participantCount: 10, full: true, notes: null }));
    expect(html).toContain('10 tutor tertarik · penuh');
    expect(html).toContain('Tidak ada catatan');
  });
});
