import { useState } from 'react';
import { settledBeforeHydration } from '../../../lib/settled-before-hydration.ts';
import { Carousel } from '../../../components/ui/carousel.tsx';
import { UNIVERSITY_LOGOS } from '../landing-content.ts';

/** docs/product.md#landing-sections: the eight university logos, 2 per view under 768 px and 4 above; a logo that fails to load is left out. */
export function UniversityCarousel() {
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const leaveOut = (src: string) => setFailed((current) => (current.has(src) ? current : new Set(current).add(src)));
  const logos = UNIVERSITY_LOGOS.filter((logo) => !failed.has(logo.src));
  return (
    <section aria-labelledby="universities" className="border-b border-slate-200 bg-white py-12">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="universities" className="text-center text-sm font-semibold tracking-wider text-slate-500 uppercase">
          Tutor kami berasal dari kampus terbaik Indonesia
        </h2>
        <div className="mt-8">
          <Carousel
            label="Logo universitas"
            items={logos}
            perView={{ mobile: 2, desktop: 4 }}
            itemKey={(logo) => logo.src}
            renderItem={(logo) => (
              <div className="flex aspect-[5/2] items-center justify-center rounded-xl px-3 grayscale transition hover:grayscale-0 focus-within:grayscale-0 md:px-5">
                <img
                  src={logo.src}
                  alt={`${logo.abbreviation} — ${logo.name}`}
                  title={logo.name}
                  width={260}
                  height={96}
                  className="h-auto max-h-full w-full object-contain opacity-80 transition-opacity hover:opacity-100"
                  onError={() => leaveOut(logo.src)}
                  // A logo may fail before the app hydrates the page, with nobody to hear it.
                  ref={settledBeforeHydration({ onError: () => leaveOut(logo.src) })}
                />
              </div>
            )}
          />
        </div>
      </div>
    </section>
  );
}
