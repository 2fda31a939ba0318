import { queryOptions, useQuery } from '@tanstack/react-query';
import { configContract } from '../../core/contracts/config.contract.ts';
import { callApi } from './call-api.ts';

export const publicConfigKeys = { all: ['config', 'public'] as const };

export const getPublicConfig = (signal?: AbortSignal) => callApi(configContract.publicConfig, {}, { signal });

/**
 * GET /api/config/public: footer links, the tutor dashboard's links and the payment methods. The
 * values come from the server's environment and change only with a deploy, so one fetch per visit.
 */
export const getPublicConfigQueryOptions = () =>
  queryOptions({ queryKey: publicConfigKeys.all, queryFn: ({ signal }) => getPublicConfig(signal), staleTime: Infinity });

export const usePublicConfig = () => useQuery(getPublicConfigQueryOptions());
