import { createContext, useContext, useEffect } from 'react';

export type LiveUpdatesContextValue = { acquire: () => () => void };

export const LiveUpdatesContext = createContext<LiveUpdatesContextValue | null>(null);

/**
 * Keeps the live stream open while the calling page is mounted; the queries that the features
 * registered for each table are refetched when the server says a row changed.
 */
export function useLiveUpdates(): void {
  const context = useContext(LiveUpdatesContext);
  if (!context) throw new Error('useLiveUpdates harus digunakan dalam LiveUpdatesProvider');
  useEffect(() => context.acquire(), [context]);
}
