import type { QueryKey } from '@tanstack/react-query';

/** The tables whose changes the api streams (docs/product.md#web-live-updates). */
export const LIVE_TABLES = ['tutors', 'transactions', 'learning_requests', 'payouts', 'feedback_reports'] as const;
export type LiveTable = (typeof LIVE_TABLES)[number];

/** docs/product.md#web-live-updates: lists refetch 100 ms after a change, the open-requests list after 200 ms. */
export const LIST_REFETCH_DELAY_MS = 100;
export const OPEN_REQUESTS_REFETCH_DELAY_MS = 200;

/** A query-key prefix to invalidate when a row of the table changes, and after how long. */
export type LiveTarget = { queryKey: QueryKey; delayMs: number };

export type LiveRegistry = {
  register: (table: LiveTable, queryKey: QueryKey, delayMs?: number) => void;
  targetsFor: (table: LiveTable) => readonly LiveTarget[];
  allTargets: () => LiveTarget[];
};

/**
 * Which queries each table's changes make stale. A feature registers its own key prefixes next to
 * its query keys, so the live stream never needs to know the features. Registering the same key
 * again (a module reloaded by HMR) replaces the entry instead of adding a second one.
 */
export function createLiveRegistry(): LiveRegistry {
  const byTable = new Map<LiveTable, Map<string, LiveTarget>>();
  return {
    register(table, queryKey, delayMs = LIST_REFETCH_DELAY_MS) {
      const targets = byTable.get(table) ?? new Map<string, LiveTarget>();
      targets.set(JSON.stringify(queryKey), { queryKey, delayMs });
      byTable.set(table, targets);
    },
    targetsFor: (table) => [...(byTable.get(table)?.values() ?? [])],
    allTargets: () => [...byTable.values()].flatMap((targets) => [...targets.values()]),
  };
}

/** The app's one registry: features call `registerLiveQuery` where they define their keys. */
export const liveRegistry = createLiveRegistry();

export const registerLiveQuery: LiveRegistry['register'] = (table, queryKey, delayMs) => liveRegistry.register(table, queryKey, delayMs);
