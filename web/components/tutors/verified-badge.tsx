/** docs/product.md#admin-tutor-verification: an admin checked the tutor's student ID card. */
export function VerifiedBadge({ size = 'sm' }: { size?: 'sm' | 'md' }) {
  const padding = size === 'sm' ? 'px-2 py-0.5 text-xs' : 'px-3 py-1 text-sm';
  return (
    <span
      title="Kartu mahasiswa tutor ini sudah diperiksa admin"
      className={`inline-flex shrink-0 items-center gap-1 rounded-full bg-sky-50 font-semibold text-sky-800 ring-1 ring-sky-600/20 ring-inset ${padding}`}
    >
      <svg viewBox="0 0 20 20" className="size-3.5" fill="currentColor" aria-hidden="true">
        <path
          fillRule="evenodd"
          d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
          clipRule="evenodd"
        />
      </svg>
      Terverifikasi
    </span>
  );
}
