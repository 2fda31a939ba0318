import { queryOptions, useQuery } from '@tanstack/react-query';
import { reviewsContract } from '../../../../core/contracts/reviews.contract.ts';
import { callApi } from '../../../lib/call-api.ts';
import { tutorKeys } from '../../../lib/api/tutor-keys.ts';

export const getTutorReviews = (id: string, signal?: AbortSignal) => callApi(reviewsContract.list, { params: { id } }, { signal });

/** The tutor's most recent reviews; the detail page shows the section only when there are some. */
export const getTutorReviewsQueryOptions = (id: string) =>
  queryOptions({ queryKey: tutorKeys.reviews(id), queryFn: ({ signal }) => getTutorReviews(id, signal), select: (data) => data.reviews });

export const useTutorReviews = (id: string) => useQuery(getTutorReviewsQueryOptions(id));
