import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminContract as C } from '../../../../core/contracts/admin.contract.ts';
import { callApi } from '../../../lib/call-api.ts';
import { adminKeys } from './admin-keys.ts';

// Queues change with every decision, by any admin: short freshness, and live updates on top.
const QUEUE_STALE_MS = 30_000;

export const getPendingProofs = async (signal?: AbortSignal) => (await callApi(C.proofs, {}, { signal })).proofs;
export const getOpenPayouts = async (signal?: AbortSignal) => (await callApi(C.payouts, {}, { signal })).payouts;
export const getRefundRequests = async (signal?: AbortSignal) => (await callApi(C.refunds, {}, { signal })).refunds;

export const pendingProofsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.proofs(), queryFn: ({ signal }) => getPendingProofs(signal), staleTime: QUEUE_STALE_MS });
export const openPayoutsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.payouts(), queryFn: ({ signal }) => getOpenPayouts(signal), staleTime: QUEUE_STALE_MS });
export const refundRequestsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.refunds(), queryFn: ({ signal }) => getRefundRequests(signal), staleTime: QUEUE_STALE_MS });

/** Proofs waiting for verification, oldest first. */
export const usePendingProofs = () => useQuery(pendingProofsQueryOptions());
/** Payouts requested or approved, oldest first. */
export const useOpenPayouts = () => useQuery(openPayoutsQueryOptions());
/** Refunds waiting for the money to go back, oldest first. */
export const useRefundRequests = () => useQuery(refundRequestsQueryOptions());
