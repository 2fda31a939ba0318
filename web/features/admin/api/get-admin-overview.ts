import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { registerLiveQuery } from '../../../lib/live/live-registry.ts';
import { adminKeys } from './admin-keys.ts';
import type { AdminOverview } from '../../../../core/admin/overview.ts';

// Under the console's 'admin' prefix, so a transaction changing (registered there) refreshes it too;
// payouts and requests change its other figures.
export const adminOverviewKey = [...adminKeys.all, 'overview'] as const;
registerLiveQuery('payouts', adminOverviewKey);
registerLiveQuery('learning_requests', adminOverviewKey);

const OVERVIEW_STALE_MS = 30_000;

export const getAdminOverview = async (signal?: AbortSignal) => apiClient.get<AdminOverview>('/api/admin/overview', { signal });

export const adminOverviewQueryOptions = () =>
  queryOptions({ queryKey: adminOverviewKey, queryFn: ({ signal }) => getAdminOverview(signal), staleTime: OVERVIEW_STALE_MS });

/** The 'Ringkasan' figures: counts, what waits for an admin, this month's money and the last 30 days. */
export const useAdminOverview = () => useQuery(adminOverviewQueryOptions());
