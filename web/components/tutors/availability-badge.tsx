/** docs/product.md#tutor-availability: 'Tersedia' (can be booked) or 'Sibuk'. */
export function AvailabilityBadge({ available, size = 'sm' }: { available: boolean; size?: 'sm' | 'md' }) {
  const tone = available ? 'bg-emerald-50 text-emerald-700 ring-emerald-600/20' : 'bg-amber-50 text-amber-800 ring-amber-600/20';
  const dot = available ? 'bg-emerald-500' : 'bg-amber-500';
  const padding = size === 'sm' ? 'px-2 py-0.5 text-xs' : 'px-3 py-1 text-sm';
  return (
    <span className={`inline-flex shrink-0 items-center gap-1.5 rounded-full font-semibold ring-1 ring-inset ${tone} ${padding}`}>
      <span aria-hidden="true" className={`size-1.5 rounded-full ${dot}`} />
      {available ? 'Tersedia' : 'Sibuk'}
    </span>
  );
}
