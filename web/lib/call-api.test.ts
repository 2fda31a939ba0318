import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminSendingContract } from '../../core/contracts/admin-sending.contract.ts';
import { googleAuthContract } from '../../core/contracts/google-auth.contract.ts';
import { requestsContract } from '../../core/contracts/requests.contract.ts';
import { transactionsContract } from '../../core/contracts/transactions.contract.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../../core/idempotency/idempotency-key.ts';
import { callApi, endpointAddress } from './call-api.ts';

function answer(body: unknown) {
  const fetchMock = vi.fn(async (_path: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('callApi', () => {
  it('sends the method and path of the contract, its parameters filled in and encoded', async () => {
    const fetchMock = answer({ jobs: [] });
    await callApi(adminSendingContract.retryJob, { params: { queue: 'email', jobId: 'a/b c' } });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/admin/send-queues/email/failed/a%2Fb%20c/retry');
    expect(init?.method).toBe('POST');
  });

  it('leaves out the query fields that are null or not given', async () => {
    const fetchMock = answer({ requests: [], total: 0, nextCursor: null });
    await callApi(requestsContract.open, { query: { cursor: null, matching: 'true' } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/requests/open?matching=true');
    await callApi(requestsContract.mine, { query: {} });
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/requests/mine');
  });

  it('sends the body as JSON and the Idempotency-Key it is given, and answers the parsed body', async () => {
    const fetchMock = answer({ request: { id: 'r1' } });
    const result = await callApi(requestsContract.choose, { params: { id: 'r1' }, body: { tutorId: 't1' } }, { idempotencyKey: 'k1' });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBe(JSON.stringify({ tutorId: 't1' }));
    expect((init.headers as Record<string, string>)[IDEMPOTENCY_KEY_HEADER]).toBe('k1');
    expect(result).toEqual({ request: { id: 'r1' } });
  });

  it('sends an upload as the FormData it is given', async () => {
    const fetchMock = answer({});
    const form = new FormData();
    form.append('proof', new Blob(['x']), 'proof.png');
    await callApi(transactionsContract.submitProof, { params: { id: 't1' }, body: form });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/transactions/t1/proof');
    expect(fetchMock.mock.calls[0]![1]!.body).toBe(form);
  });
});

describe('endpointAddress', () => {
  it('makes the address a browser navigates to from the contract', () => {
    expect(endpointAddress(googleAuthContract.start, { query: { role: 'tutor' } })).toBe('/api/auth/google?role=tutor');
  });
});
