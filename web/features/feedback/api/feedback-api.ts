import type { SubmitFeedbackInput } from '../../../../core/feedback/feedback.schema.ts';
import { feedbackContract as C } from '../../../../core/contracts/feedback.contract.ts';
import type { RequestOptions } from '../../../lib/api-client.ts';
import { callApi } from '../../../lib/call-api.ts';

// The /api/feedback calls (core/contracts/feedback.contract.ts).

export const submitFeedback = async (input: SubmitFeedbackInput, options: RequestOptions = {}) =>
  (await callApi(C.submit, { body: input }, options)).feedback;

export const getOwnFeedbackPage = (cursor: string | null, signal?: AbortSignal) => callApi(C.mine, { query: { cursor } }, { signal });

export const getFeedback = async (id: string, signal?: AbortSignal) => (await callApi(C.detail, { params: { id } }, { signal })).feedback;
