import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { BOTS_POLL_MS, botsKeys } from './bots-keys.ts';
import type { FailedJob, SendQueueSummary } from '../../../../core/admin/send-queues.ts';

export const getSendQueues = async (signal?: AbortSignal) =>
  (await apiClient.get<{ queues: SendQueueSummary[] }>('/api/admin/send-queues', { signal })).queues;
export const getFailedJobs = async (queue: string, signal?: AbortSignal) =>
  (await apiClient.get<{ jobs: FailedJob[] }>(`/api/admin/send-queues/${encodeURIComponent(queue)}/failed`, { signal })).jobs;

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
