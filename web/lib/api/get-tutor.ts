import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicTutorDetail } from '../../../core/tutors/list-tutors.schema.ts';
import { apiClient } from '../api-client.ts';
import { tutorPath } from './page-data-paths.ts';
import { tutorKeys } from './tutor-keys.ts';

export const getTutor = (id: string, signal?: AbortSignal) => apiClient.get<PublicTutorDetail>(tutorPath(id), { signal });

export const getTutorQueryOptions = (id: string) => queryOptions({ queryKey: tutorKeys.detail(id), queryFn: ({ signal }) => getTutor(id, signal) });

export const useTutor = (id: string) => useQuery(getTutorQueryOptions(id));
