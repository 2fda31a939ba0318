import { queryOptions, useQuery } from '@tanstack/react-query';
import { tutorsContract } from '../../../core/contracts/tutors.contract.ts';
import { ApiError } from '../api-client.ts';
import { callApi } from '../call-api.ts';
import { tutorKeys } from './tutor-keys.ts';

/**
 * A tutor's public profile, or null for a tutor nobody may see (unknown, unlisted, a malformed id):
 * an answer, not a failure, so the server can render the 'Tutor tidak ditemukan' page with a 404 and
 * hand that answer to the browser's hydration like any other.
 */
export const getTutor = (id: string, signal?: AbortSignal) =>
  callApi(tutorsContract.profile, { params: { id } }, { signal }).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === 'NOT_FOUND') return null;
    throw error;
  });

export const getTutorQueryOptions = (id: string) =>
  queryOptions({ queryKey: tutorKeys.detail(id), queryFn: ({ signal }) => getTutor(id, signal) });

export const useTutor = (id: string) => useQuery(getTutorQueryOptions(id));
