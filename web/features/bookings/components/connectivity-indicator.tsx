import { useConnectivity } from '../hooks/use-connectivity.ts';

/** The booking page's online/offline indicator (docs/product.md#web-connectivity), at the bottom right. */
export function ConnectivityIndicator() {
  const { online, visible } = useConnectivity();
  if (!visible) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className={`fixed right-4 bottom-4 z-40 inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold shadow-lg ring-1 ${online ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-red-50 text-red-800 ring-red-200'}`}
    >
      <span aria-hidden="true" className={`size-2.5 rounded-full ${online ? 'bg-emerald-500' : 'animate-pulse bg-red-500'}`} />
      {online ? 'Online' : 'Offline'}
    </div>
  );
}
