import type { Actor } from '../../core/accounts/actor.ts';
import type { SendQueueSummary } from '../../core/admin/send-queues.ts';
import { QUEUE_NAMES } from '../../infra/queue.ts';
import { requireRole } from '../accounts/require-role.ts';
import { withQueues, type QueueDeps } from './send-queue.ts';

/** Every queue's job counts, and whether it is paused or rate-limited. A few cheap Redis reads each. */
export async function listSendQueues(deps: QueueDeps, viewer: Actor): Promise<SendQueueSummary[]> {
  requireRole(viewer, 'admin');
  return withQueues(() =>
    Promise.all(
      QUEUE_NAMES.map(async (name) => {
        const queue = deps.queues.get(name);
        const [counts, paused, rateLimitedMs] = await Promise.all([
          queue.getJobCounts('wait', 'prioritized', 'active', 'delayed', 'failed', 'completed'),
          queue.isPaused(),
          queue.getRateLimitTtl(),
        ]);
        const count = (type: string) => counts[type] ?? 0;
        return {
          name,
          counts: {
            waiting: count('wait') + count('prioritized'),
            active: count('active'),
            delayed: count('delayed'),
            failed: count('failed'),
            completed: count('completed'),
          },
          paused,
          rateLimitedMs: Math.max(0, rateLimitedMs),
        };
      }),
    ),
  );
}
