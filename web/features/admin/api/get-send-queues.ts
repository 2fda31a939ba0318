import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminSendingContract as C } from '../../../../core/contracts/admin-sending.contract.ts';
import { callApi } from '../../../lib/call-api.ts';
import { BOTS_POLL_MS, botsKeys } from './bots-keys.ts';

export const getSendQueues = async (signal?: AbortSignal) => (await callApi(C.sendQueues, {}, { signal })).queues;
export const getFailedJobs = async (queue: string, signal?: AbortSignal) =>
  (await callApi(C.failedJobs, { params: { queue } }, { signal })).jobs;

export const sendQueuesQueryOptions = () =>
  queryOptions({
    queryKey: botsKeys.sendQueues(),
    queryFn: ({ signal }) => getSendQueues(signal),
    staleTime: 0,
    refetchInterval: BOTS_POLL_MS,
  });
export const failedJobsQueryOptions = (queue: string) =>
  queryOptions({
    queryKey: botsKeys.failedJobs(queue),
    queryFn: ({ signal }) => getFailedJobs(queue, signal),
    staleTime: 0,
    refetchInterval: BOTS_POLL_MS,
  });

/** Each queue's counts, polled while the tab is open. */
export const useSendQueues = () => useQuery(sendQueuesQueryOptions());
/** One queue's failed jobs, newest first, at most 50. */
export const useFailedJobs = (queue: string) => useQuery(failedJobsQueryOptions(queue));
