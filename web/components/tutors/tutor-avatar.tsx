import { useState } from 'react';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

/** The tutor's photo on the profile page (docs/product.md#tutor-detail), or their initials when there is none or it fails to load. */
export function TutorAvatar({
  name,
  imageUrl,
  className = 'size-14 text-lg',
}: {
  name: string;
  imageUrl: string | null;
  className?: string;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (imageUrl && imageUrl !== failedUrl) {
    return (
      <img
        src={imageUrl}
        alt={`Foto ${name}`}
        width={256}
        height={256}
        onError={() => setFailedUrl(imageUrl)}
        className={`shrink-0 rounded-2xl bg-brand-50 object-cover ring-1 ring-slate-200 ${className}`}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={`Inisial ${name}`}
      className={`flex shrink-0 items-center justify-center rounded-2xl bg-linear-to-br from-brand-100 to-brand-200 font-bold text-brand-800 ${className}`}
    >
      {initials(name)}
    </span>
  );
}
