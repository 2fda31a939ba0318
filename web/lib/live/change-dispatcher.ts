import type { QueryKey } from '@tanstack/react-query';
import type { LiveRegistry, LiveTable } from './live-registry.ts';

export type LiveChange = { table: LiveTable; id: string };

export type ChangeDispatcher = {
  /** Schedules the invalidations a change calls for. */
  dispatch: (change: LiveChange) => void;
  /** Invalidates every registered key now: after a dropped stream, changes may have been missed. */
  resync: () => void;
  dispose: () => void;
};

/**
 * Turns change events into query invalidations after each target's delay. A burst of changes
 * (a sweep marking twenty tutors busy) joins the refetch already scheduled for the same key
 * instead of firing twenty, and the refetch still sees every change made before it runs.
 */
export function createChangeDispatcher(deps: {
  registry: Pick<LiveRegistry, 'targetsFor' | 'allTargets'>;
  invalidate: (queryKey: QueryKey) => void;
}): ChangeDispatcher {
  const pending = new Map<string, ReturnType<typeof setTimeout>>();

  return {
    dispatch(change) {
      for (const target of deps.registry.targetsFor(change.table)) {
        const id = JSON.stringify(target.queryKey);
        if (pending.has(id)) continue;
        pending.set(
          id,
          setTimeout(() => {
            pending.delete(id);
            deps.invalidate(target.queryKey);
          }, target.delayMs),
        );
      }
    },
    resync() {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
      for (const target of deps.registry.allTargets()) deps.invalidate(target.queryKey);
    },
    dispose() {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    },
  };
}
