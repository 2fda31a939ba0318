import type { CreateRequestInput } from '../../../../core/requests/request.schema.ts';
import type { OpenRequestPage, OwnRequestItem, RequestDetail, RequestPage } from '../../../../core/requests/views.ts';
import { queryString } from '../../../lib/api/query-string.ts';
import { apiClient, type RequestOptions } from '../../../lib/api-client.ts';

// The /api/requests calls (api/routes/requests.routes.ts). Cancelling the transaction and marking
// the class done are the transaction's own calls (/api/transactions/:id/cancel and /complete).

const path = (id: string, action = '') => `/api/requests/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

/** What join, choose and cancel answer: their success text and the request as it now is. */
export type RequestActionResult = { message: string; request: RequestDetail };

export const createRequest = async (input: CreateRequestInput, options: RequestOptions = {}) =>
  (await apiClient.post<{ request: RequestDetail }>('/api/requests', input, options)).request;

export const getOwnRequestsPage = (cursor: string | null, signal?: AbortSignal) =>
  apiClient.get<RequestPage<OwnRequestItem>>(`/api/requests/mine${queryString({ cursor })}`, { signal });

export const getOpenRequestsPage = (matching: boolean, cursor: string | null, signal?: AbortSignal) =>
  apiClient.get<OpenRequestPage>(`/api/requests/open${queryString({ cursor, matching: String(matching) })}`, { signal });

export const getRequest = async (id: string, signal?: AbortSignal) =>
  (await apiClient.get<{ request: RequestDetail }>(path(id), { signal })).request;

export const joinRequest = (id: string) => apiClient.post<RequestActionResult>(path(id, 'join'));

export const chooseTutor = (id: string, tutorId: string) =>
  apiClient.post<RequestActionResult & { transactionId: string }>(path(id, 'choose'), { tutorId });

export const cancelRequest = (id: string) => apiClient.post<RequestActionResult>(path(id, 'cancel'));

/** 'Batalkan Transaksi' and 'Tandai Selesai' on a request's transaction run the transaction's own calls. */
export const cancelRequestTransaction = (transactionId: string) =>
  apiClient.post<unknown>(`/api/transactions/${encodeURIComponent(transactionId)}/cancel`);
export const completeRequestClass = (transactionId: string) =>
  apiClient.post<unknown>(`/api/transactions/${encodeURIComponent(transactionId)}/complete`);
