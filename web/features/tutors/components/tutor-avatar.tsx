import { useState } from 'react';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

/** The tutor's photo, or their initials when there is none or it fails to load. */
export function TutorAvatar({ name, imageUrl }: { name: string; imageUrl: string | null }) {
  const [failed, setFailed] = useState(false);
  if (imageUrl && !failed) {
    return <img src={imageUrl} alt="" loading="lazy" onError={() => setFailed(true)} className="size-14 shrink-0 rounded-full object-cover" />;
  }
  return (
    <span aria-hidden="true" className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-800">
      {initials(name)}
    </span>
  );
}
