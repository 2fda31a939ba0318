import type { ReviewView, TutorReview } from '../transactions/views.ts';
import { reviewSchema } from '../transactions/transaction.schema.ts';
import { answer, endpoint, named } from './endpoint.ts';

// Reviews: rate a finished class, read a tutor's recent ones (api/routes/reviews.routes.ts).

export const reviewsContract = {
  list: endpoint({
    method: 'GET',
    path: '/api/tutors/:id/reviews',
    tag: 'Tutors',
    summary: "A tutor's recent reviews",
    access: 'visitor',
    responses: { 200: '`{ reviews }`, contact details masked' },
    answer: answer<{ reviews: TutorReview[] }>(),
  }),
  submit: endpoint({
    method: 'POST',
    path: '/api/transactions/:id/review',
    tag: 'Transactions',
    summary: 'Rate a finished class',
    access: 'signed-in',
    idempotent: 'reviews.submit',
    body: named('Review', reviewSchema),
    responses: { 201: 'The review' },
    answer: answer<{ message: string; review: ReviewView }>(),
  }),
};
