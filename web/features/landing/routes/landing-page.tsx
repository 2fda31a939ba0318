import { Benefits } from '../components/benefits.tsx';
import { ClosingCta } from '../components/closing-cta.tsx';
import { FeaturedTutors } from '../components/featured-tutors.tsx';
import { Hero } from '../components/hero.tsx';
import { TestimonialCarousel } from '../components/testimonial-carousel.tsx';
import { UniversityCarousel } from '../components/university-carousel.tsx';

/**
 * The landing (docs/product.md#landing): hero, university logos, testimonials, benefits, featured
 * tutors, closing call to action. The sections that depend on the session read it themselves, so
 * its arrival re-renders those, not the carousels (a long task on a phone).
 */
export function LandingPage() {
  return (
    <>
      <Hero />
      <UniversityCarousel />
      <TestimonialCarousel />
      <Benefits />
      <FeaturedTutors />
      <ClosingCta />
    </>
  );
}
