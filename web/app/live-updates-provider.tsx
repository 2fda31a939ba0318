import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { eventsContract } from '../../core/contracts/events.contract.ts';
import { callApi } from '../lib/call-api.ts';
import { useAuth } from '../hooks/use-auth.ts';
import { createChangeDispatcher } from '../lib/live/change-dispatcher.ts';
import { createLiveConnection, type Viewer } from '../lib/live/live-connection.ts';
import { liveRegistry } from '../lib/live/live-registry.ts';
import { LiveUpdatesContext } from '../hooks/use-live-updates.ts';

/**
 * Moving between two live pages unmounts one before the other mounts (with a lazy chunk in
 * between); the stream stays open this long so the move does not cost a reconnect.
 */
const IDLE_CLOSE_MS = 10_000;

const fetchTicket = async () => (await callApi(eventsContract.ticket)).ticket;

/**
 * The one live-update stream of the app. It is open only while a page that wants live data is
 * mounted (`useLiveUpdates()`), as the signed-in user (a ticket) or as a visitor, and turns each
 * change into the invalidations the features registered. Must sit inside the AuthProvider.
 */
export function LiveUpdatesProvider({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const [users, setUsers] = useState(0);
  const acquire = useCallback(() => {
    setUsers((count) => count + 1);
    return () => setUsers((count) => count - 1);
  }, []);

  const connection = useRef<ReturnType<typeof createLiveConnection> | null>(null);
  useEffect(() => {
    const dispatcher = createChangeDispatcher({
      registry: liveRegistry,
      invalidate: (queryKey) => void queryClient.invalidateQueries({ queryKey }),
    });
    const live = createLiveConnection({
      openStream: (url) => new EventSource(url),
      fetchTicket,
      onChange: dispatcher.dispatch,
      onResync: dispatcher.resync,
    });
    connection.current = live;
    return () => {
      live.stop();
      dispatcher.dispose();
      connection.current = null;
    };
  }, [queryClient]);

  // undefined while the session is still loading: who is watching is not known yet.
  const viewer = auth.status === 'loading' ? undefined : (auth.user?.id ?? null);
  const wanted = users > 0 && viewer !== undefined;
  const connectedAs = useRef<Viewer | undefined>(undefined);
  useEffect(() => {
    const live = connection.current;
    const stop = () => {
      live?.stop();
      connectedAs.current = undefined;
    };
    if (wanted) {
      // After the hydration (effects run after it), once the session is known. The page's data came
      // with its HTML; the stream resyncs when it opens, so a change made since is not lost.
      live?.connect(viewer);
      connectedAs.current = viewer;
      return;
    }
    // A stream opened for someone who has since signed out must not linger.
    if (connectedAs.current !== undefined && connectedAs.current !== viewer) return stop();
    const timer = setTimeout(stop, IDLE_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [wanted, viewer]);

  const value = useMemo(() => ({ acquire }), [acquire]);
  return <LiveUpdatesContext.Provider value={value}>{children}</LiveUpdatesContext.Provider>;
}
