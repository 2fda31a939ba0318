import { useMemo, useState } from 'react';
import { settledBeforeHydration } from '../../../lib/settled-before-hydration.ts';
import { Carousel } from '../../../components/ui/carousel.tsx';
import { TESTIMONIALS, type Testimonial } from '../landing-content.ts';

/** docs/product.md#landing-sections: the first two screenshots load at once, the others only when they come into view. */
const EAGER_COUNT = 2;

function Screenshot({ testimonial, index }: { testimonial: Testimonial; index: number }) {
  const [loaded, setLoaded] = useState(false);
  // An eager screenshot has often loaded before the app hydrated the page, its load event heard by nobody.
  const loadedBeforeApp = useMemo(() => settledBeforeHydration({ onLoad: () => setLoaded(true) }), []);
  return (
    <figure className="relative mx-auto aspect-[9/14] w-full max-w-xs overflow-hidden rounded-3xl bg-slate-200 shadow-lg ring-1 ring-slate-900/10">
      {!loaded && (
        <div aria-hidden="true" className="absolute inset-0 flex animate-pulse flex-col gap-3 p-4">
          <span className="h-10 rounded-xl bg-slate-300" />
          <span className="h-14 w-3/4 rounded-xl bg-slate-300/80" />
          <span className="h-10 w-2/3 self-end rounded-xl bg-slate-300/80" />
          <span className="h-16 w-3/4 rounded-xl bg-slate-300/80" />
        </div>
      )}
      <img
        ref={loadedBeforeApp}
        src={testimonial.src}
        alt={testimonial.alt}
        width={360}
        height={560}
        loading={index < EAGER_COUNT ? 'eager' : 'lazy'}
        decoding="async"
        onLoad={() => setLoaded(true)}
        className={`absolute inset-0 size-full object-cover transition-opacity duration-500 ${loaded ? 'opacity-100' : 'opacity-0'}`}
      />
    </figure>
  );
}

/** docs/product.md#landing-sections: six chat screenshots under 'Yang Mereka Katakan Tentang Kami'. */
export function TestimonialCarousel() {
  return (
    <section aria-labelledby="testimonials" className="bg-slate-100 py-16 md:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="testimonials" className="text-center text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
          Yang Mereka Katakan Tentang Kami
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">
          Cerita siswa dan orang tua yang sudah belajar bersama tutor Ajarin.
        </p>
        <div className="mt-10">
          <Carousel
            label="Testimoni"
            items={TESTIMONIALS}
            perView={{ mobile: 1, desktop: 3 }}
            itemKey={(item) => item.src}
            renderItem={(item, index) => <Screenshot testimonial={item} index={index} />}
          />
        </div>
      </div>
    </section>
  );
}
