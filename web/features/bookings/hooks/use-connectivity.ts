import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { CONNECTIVITY_TEXT, ONLINE_HOLD_MS, reconnectedMessage } from '../connectivity.ts';

/**
 * Follows the browser's online/offline events with their toasts (docs/product.md#web-connectivity).
 * The indicator shows while offline and for 5 s after the connection is back.
 */
export function useConnectivity(): { online: boolean; visible: boolean } {
  const [online, setOnline] = useState(() => navigator.onLine);
  const [visible, setVisible] = useState(() => !navigator.onLine);
  // When the connection dropped; set by the effect, as a render must not read the clock.
  const offlineSince = useRef<number | null>(null);

  useEffect(() => {
    if (!navigator.onLine) offlineSince.current = Date.now();
    let hide: ReturnType<typeof setTimeout> | undefined;
    const goOffline = () => {
      clearTimeout(hide);
      offlineSince.current = Date.now();
      setOnline(false);
      setVisible(true);
      toast.error(CONNECTIVITY_TEXT.offlineTitle, { id: 'connectivity', description: CONNECTIVITY_TEXT.offline });
    };
    const goOnline = () => {
      const since = offlineSince.current ?? Date.now();
      offlineSince.current = null;
      setOnline(true);
      setVisible(true);
      toast.success(CONNECTIVITY_TEXT.onlineTitle, { id: 'connectivity', description: reconnectedMessage(Date.now() - since) });
      clearTimeout(hide);
      hide = setTimeout(() => setVisible(false), ONLINE_HOLD_MS);
    };
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      clearTimeout(hide);
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);

  return { online, visible };
}
