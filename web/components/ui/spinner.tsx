export function Spinner({ className = 'size-8' }: { className?: string }) {
  return (
    <svg className={`animate-spin text-brand-700 ${className}`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-20" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** Shown while the session or a page loads (docs/product.md#web-route-guard). */
export function FullScreenSpinner() {
  return (
    <div role="status" className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-slate-50">
      <Spinner className="size-10" />
      <p className="text-sm font-medium text-slate-600">Loading...</p>
    </div>
  );
}

/** A section still loading, inside the page (the header stays usable). */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-20">
      <Spinner className="size-10" />
      <p className="text-sm font-medium text-slate-600">{label}</p>
    </div>
  );
}
