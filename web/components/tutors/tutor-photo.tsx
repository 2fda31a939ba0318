import { useMemo, useState } from 'react';
import { settledBeforeHydration } from '../../lib/settled-before-hydration.ts';

/** docs/product.md#tutor-photo: a missing or broken tutor photo falls back to this local default picture. */
export const DEFAULT_TUTOR_PHOTO = '/images/tutor-default.svg';

/** The tutor's photo in a fixed-size box (so nothing shifts while it loads), or the default one. */
export function TutorPhoto({
  src,
  className = 'size-16 rounded-2xl',
  eager = false,
}: {
  src: string | null;
  className?: string;
  eager?: boolean;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src && src !== failedSrc ? src : DEFAULT_TUTOR_PHOTO;
  // A photo may fail before the app hydrates the page (the server sent it), with nobody to hear it.
  const failedBeforeHydration = useMemo(() => settledBeforeHydration({ onError: () => src && setFailedSrc(src) }), [src]);
  return (
    <img
      ref={failedBeforeHydration}
      src={shown}
      alt=""
      width={256}
      height={256}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => src && setFailedSrc(src)}
      className={`shrink-0 bg-brand-50 object-cover ring-1 ring-slate-200 ${className}`}
    />
  );
}
