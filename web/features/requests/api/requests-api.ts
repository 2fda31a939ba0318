import type { CreateRequestInput } from '../../../../core/requests/request.schema.ts';
import { requestsContract as C } from '../../../../core/contracts/requests.contract.ts';
import { transactionsContract } from '../../../../core/contracts/transactions.contract.ts';
import type { RequestOptions } from '../../../lib/api-client.ts';
import { callApi } from '../../../lib/call-api.ts';

// The /api/requests calls (core/contracts/requests.contract.ts). Cancelling the transaction and
// marking the class done are the transaction's own calls (/api/transactions/:id/cancel and /complete).

export const createRequest = async (input: CreateRequestInput, options: RequestOptions = {}) =>
  (await callApi(C.create, { body: input }, options)).request;

export const getOwnRequestsPage = (cursor: string | null, signal?: AbortSignal) => callApi(C.mine, { query: { cursor } }, { signal });

export const getOpenRequestsPage = (matching: boolean, cursor: string | null, signal?: AbortSignal) =>
  callApi(C.open, { query: { cursor, matching: String(matching) } }, { signal });

export const getRequest = async (id: string, signal?: AbortSignal) => (await callApi(C.detail, { params: { id } }, { signal })).request;

export const joinRequest = (id: string) => callApi(C.join, { params: { id } });

export const chooseTutor = (id: string, tutorId: string) => callApi(C.choose, { params: { id }, body: { tutorId } });

export const cancelRequest = (id: string) => callApi(C.cancel, { params: { id } });

/** 'Batalkan Transaksi' and 'Tandai Selesai' on a request's transaction run the transaction's own calls. */
export const cancelRequestTransaction = (transactionId: string) => callApi(transactionsContract.cancel, { params: { id: transactionId } });
export const completeRequestClass = (transactionId: string) => callApi(transactionsContract.complete, { params: { id: transactionId } });
