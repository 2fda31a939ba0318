import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicTutor } from '../../../../core/tutors/list-tutors.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';

export const getTutors = ({ limit }: { limit: number }, signal?: AbortSignal) =>
  apiClient.get<{ tutors: PublicTutor[] }>(`/api/tutors?${new URLSearchParams({ limit: String(limit) })}`, { signal });

export const getTutorsQueryOptions = ({ limit }: { limit: number }) =>
  queryOptions({
    queryKey: ['tutors', 'list', { limit }],
    queryFn: ({ signal }) => getTutors({ limit }, signal),
    select: (data) => data.tutors,
  });

export const useTutors = ({ limit }: { limit: number }) => useQuery(getTutorsQueryOptions({ limit }));
