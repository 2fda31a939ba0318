import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { CustomerTransaction } from '../../../../core/transactions/views.ts';
import { transactionKeys } from '../../../lib/api/transaction-keys.ts';
import { tutorKeys } from '../../../lib/api/tutor-keys.ts';
import { applyReviewResult } from './submit-review.ts';

const invalidated = (client: QueryClient, key: QueryKey) => client.getQueryState(key)?.isInvalidated;

describe('applyReviewResult', () => {
  it("refetches the reviewed tutor's reviews and profile (rating), not other tutors'", () => {
    const client = new QueryClient();
    client.setQueryData(tutorKeys.reviews('t1'), { reviews: [] });
    client.setQueryData(tutorKeys.detail('t1'), { id: 't1', rating: 4 });
    client.setQueryData(tutorKeys.reviews('t2'), { reviews: [] });
    const transaction = { id: 'x1', tutorId: 't1', review: null, actions: { canReview: true } } as unknown as CustomerTransaction;
    client.setQueryData(transactionKeys.detail('x1'), transaction);

    const review = { rating: 5, comment: 'Jelas', createdAt: '2025-01-01T00:00:00.000Z' };
    applyReviewResult(client, { transactionId: 'x1', tutorId: 't1' }, { message: 'Terima kasih atas ulasan Anda!', review });

    expect(invalidated(client, tutorKeys.reviews('t1'))).toBe(true);
    expect(invalidated(client, tutorKeys.detail('t1'))).toBe(true);
    expect(invalidated(client, tutorKeys.reviews('t2'))).toBe(false);
    expect(client.getQueryData<CustomerTransaction>(transactionKeys.detail('x1'))).toMatchObject({ review, actions: { canReview: false } });
  });
});
