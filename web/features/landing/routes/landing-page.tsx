import { useAuth } from '../../../hooks/use-auth.ts';
import { Benefits } from '../components/benefits.tsx';
import { ClosingCta } from '../components/closing-cta.tsx';
import { FeaturedTutors } from '../components/featured-tutors.tsx';
import { Hero } from '../components/hero.tsx';
import { TestimonialCarousel } from '../components/testimonial-carousel.tsx';
import { UniversityCarousel } from '../components/university-carousel.tsx';

/** The landing (docs/product.md#landing): hero, university logos, testimonials, benefits, featured tutors, closing call to action. */
export function LandingPage() {
  const auth = useAuth();
  const signedIn = auth.status === 'authenticated';
  return (
    <>
      <Hero auth={auth} />
      <UniversityCarousel />
      <TestimonialCarousel />
      <Benefits />
      <FeaturedTutors signedIn={signedIn} />
      <ClosingCta signedIn={signedIn} />
    </>
  );
}
