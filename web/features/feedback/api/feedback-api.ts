import type { SubmitFeedbackInput } from '../../../../core/feedback/feedback.schema.ts';
import type { FeedbackItem, FeedbackPage } from '../../../../core/feedback/views.ts';
import { apiClient, type RequestOptions } from '../../../lib/api-client.ts';

// The /api/feedback calls (api/routes/feedback.routes.ts).

export const submitFeedback = async (input: SubmitFeedbackInput, options: RequestOptions = {}) =>
  (await apiClient.post<{ feedback: FeedbackItem }>('/api/feedback', input, options)).feedback;

export const getOwnFeedbackPage = (cursor: string | null, signal?: AbortSignal) =>
  apiClient.get<FeedbackPage>(`/api/feedback${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, { signal });

export const getFeedback = async (id: string, signal?: AbortSignal) =>
  (await apiClient.get<{ feedback: FeedbackItem }>(`/api/feedback/${encodeURIComponent(id)}`, { signal })).feedback;
