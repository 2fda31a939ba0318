import { describe, expect, it } from 'vitest';
import { publicConfigWith, renderWithConfig } from '../../../../tests/helpers/render-with-config.tsx';
import { EXAMPLE_TEXTS } from '../../../components/example-note.tsx';
import { CommunityLinks } from './community-links.tsx';

describe("the tutor dashboard's community links (docs/product.md#tutor-dashboard)", () => {
  it("are marked as examples while development's made-up ones, and not once real", () => {
    expect(renderWithConfig(<CommunityLinks />, publicConfigWith(['tutorVerificationFormUrl']))).toContain(EXAMPLE_TEXTS.tutorLinks);
    expect(renderWithConfig(<CommunityLinks />, publicConfigWith(['gopayNumber']))).not.toContain(EXAMPLE_TEXTS.tutorLinks);
  });
});
