import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TutorReview } from '../../../../core/transactions/views.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { tutorKeys } from '../../../lib/api/tutor-keys.ts';

export const getTutorReviews = (id: string, signal?: AbortSignal) =>
  apiClient.get<{ reviews: TutorReview[] }>(`/api/tutors/${encodeURIComponent(id)}/reviews`, { signal });

/** The tutor's most recent reviews; the detail page shows the section only when there are some. */
export const getTutorReviewsQueryOptions = (id: string) =>
  queryOptions({ queryKey: tutorKeys.reviews(id), queryFn: ({ signal }) => getTutorReviews(id, signal), select: (data) => data.reviews });

export const useTutorReviews = (id: string) => useQuery(getTutorReviewsQueryOptions(id));
