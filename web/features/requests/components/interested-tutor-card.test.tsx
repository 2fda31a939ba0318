import { describe, expect, it } from 'vitest';
import { tutorFixture } from '../../../../tests/helpers/web-requests.ts';
import { renderInApp } from '../../../test/render.tsx';
import { visibleText } from '../../../test/html.ts';
import { InterestedTutorCard, reviewCountText } from './interested-tutor-card.tsx';

describe('InterestedTutorCard (product.md#request-choose)', () => {
  it("shows 3 subjects and '+n more' for the rest", () => {
    const html = renderInApp(
      <InterestedTutorCard tutor={tutorFixture({ subjects: ['SD - IPA', 'SMP - IPA', 'SMA - Fisika', 'SMA - Kimia', 'SMA - Biologi'] })} />,
    );
    // The hidden ones are only in the '+2 more' chip's title.
    expect(visibleText(html)).toContain('SD - IPA SMP - IPA SMA - Fisika +2 more');
    expect(visibleText(html)).not.toContain('SMA - Kimia');
  });

  it("shows every subject and no '+n more' when there are at most 3", () => {
    const html = renderInApp(<InterestedTutorCard tutor={tutorFixture({ subjects: ['SD - IPA', 'SMP - IPA', 'SMA - Fisika'] })} />);
    expect(html).toContain('SMA - Fisika');
    expect(html).not.toContain('more');
  });

  it('shows the review count beside the rating only when there are reviews', () => {
    expect(visibleText(renderInApp(<InterestedTutorCard tutor={tutorFixture({ rating: 4.5, reviewCount: 12 })} />))).toContain(
      '4,5 (12 ulasan)',
    );
    const unreviewed = renderInApp(<InterestedTutorCard tutor={tutorFixture({ rating: 0, reviewCount: 0 })} />);
    expect(unreviewed).not.toContain('ulasan');
    expect(reviewCountText(0)).toBeNull();
    expect(reviewCountText(1)).toBe('(1 ulasan)');
  });

  it('shows the price per hour in rupiah and the shortened university', () => {
    const html = visibleText(
      renderInApp(
        <InterestedTutorCard tutor={tutorFixture({ pricePerHour: 85_000, university: 'Universitas Pendidikan Indonesia Bandung' })} />,
      ),
    );
    expect(html).toContain('Rp 85.000 per jam');
    expect(html).toContain('Universitas Pendidikan...');
  });
});
