import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import { publicConfigWith } from '../../../test/public-config.ts';
import { EXAMPLE_TEXTS } from '../../../components/example-note.tsx';
import { CommunityLinks } from './community-links.tsx';

describe("the tutor dashboard's community links (docs/product.md#tutor-dashboard)", () => {
  it("are marked as examples while development's made-up ones, and not once real", () => {
    expect(renderInApp(<CommunityLinks />, { config: publicConfigWith(['tutorVerificationFormUrl']) })).toContain(EXAMPLE_TEXTS.tutorLinks);
    expect(renderInApp(<CommunityLinks />, { config: publicConfigWith(['gopayNumber']) })).not.toContain(EXAMPLE_TEXTS.tutorLinks);
  });
});
