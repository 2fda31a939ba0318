import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';
import type { AdminPayout, PendingProof, RefundRequest } from '../../../../core/transactions/views.ts';

// Queues change with every decision, by any admin: short freshness, and live updates on top.
const QUEUE_STALE_MS = 30_000;

export const getPendingProofs = async (signal?: AbortSignal) =>
  (await apiClient.get<{ proofs: PendingProof[] }>('/api/admin/proofs', { signal })).proofs;
export const getOpenPayouts = async (signal?: AbortSignal) =>
  (await apiClient.get<{ payouts: AdminPayout[] }>('/api/admin/payouts', { signal })).payouts;
export const getRefundRequests = async (signal?: AbortSignal) =>
  (await apiClient.get<{ refunds: RefundRequest[] }>('/api/admin/refunds', { signal })).refunds;

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
