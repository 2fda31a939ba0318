import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTERNAL_MESSAGE } from '../../core/errors.ts';
import { ApiError, apiClient } from './api-client.ts';

function answer(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiClient', () => {
  it('sends JSON with the session cookies and returns the parsed body', async () => {
    const fetchMock = answer(json(200, { ok: true }));
    await expect(apiClient.post('/api/things', { name: 'Ani' })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/things',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        body: JSON.stringify({ name: 'Ani' }),
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
      }),
    );
  });

  it('returns undefined for an empty body (204)', async () => {
    answer(new Response(null, { status: 204 }));
    await expect(apiClient.post('/api/auth/sign-out')).resolves.toBeUndefined();
  });

  it("turns the api's error body into an ApiError with its code, message and status", async () => {
    answer(json(409, { error: { code: 'CONFLICT', message: 'Sudah Bergabung' } }));
    const error = await apiClient.get('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'CONFLICT', message: 'Sudah Bergabung', status: 409 });
  });

  it('shows the generic message when a failure has no error body (a proxy page)', async () => {
    answer(new Response('<html>Bad Gateway</html>', { status: 502 }));
    await expect(apiClient.get('/api/x')).rejects.toMatchObject({ code: 'INTERNAL', message: INTERNAL_MESSAGE, status: 502 });
  });

  it('reports a network failure as NETWORK with the Indonesian connection message', async () => {
    answer(new TypeError('Failed to fetch'));
    await expect(apiClient.get('/api/x')).rejects.toMatchObject({ code: 'NETWORK', message: 'Koneksi bermasalah. Periksa internet Anda.', status: 0 });
  });

  it('lets a cancelled request stay an abort, not a connection problem', async () => {
    const controller = new AbortController();
    controller.abort();
    answer(new DOMException('The operation was aborted.', 'AbortError'));
    await expect(apiClient.get('/api/x', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
