import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminOverviewContract } from '../../../../core/contracts/admin-overview.contract.ts';
import { callApi } from '../../../lib/call-api.ts';
import { registerLiveQuery } from '../../../lib/live/live-registry.ts';
import { adminKeys } from './admin-keys.ts';

// Under the console's 'admin' prefix, so a transaction changing (registered there) refreshes it too;
// payouts and requests change its other figures.
export const adminOverviewKey = [...adminKeys.all, 'overview'] as const;
registerLiveQuery('payouts', adminOverviewKey);
registerLiveQuery('learning_requests', adminOverviewKey);

const OVERVIEW_STALE_MS = 30_000;

export const getAdminOverview = async (signal?: AbortSignal) => callApi(adminOverviewContract.overview, {}, { signal });

export const adminOverviewQueryOptions = () =>
  queryOptions({ queryKey: adminOverviewKey, queryFn: ({ signal }) => getAdminOverview(signal), staleTime: OVERVIEW_STALE_MS });

/** The 'Ringkasan' figures: counts, what waits for an admin, this month's money and the last 30 days. */
export const useAdminOverview = () => useQuery(adminOverviewQueryOptions());
