import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { getRequest } from './requests-api.ts';
import { requestKeys } from './request-keys.ts';

/** One learning request as its viewer may see it; live changes refetch it (request-keys.ts). */
export const useRequestDetail = (id: string) =>
  useQuery({ queryKey: requestKeys.detail(id), queryFn: ({ signal }) => getRequest(id, signal) });

/** Which screen a failed load shows: not found, no access, or a generic error with a retry. */
export function requestLoadFailure(error: unknown): 'not-found' | 'forbidden' | 'error' {
  if (!(error instanceof ApiError)) return 'error';
  if (error.code === 'NOT_FOUND') return 'not-found';
  if (error.code === 'FORBIDDEN') return 'forbidden';
  return 'error';
}
