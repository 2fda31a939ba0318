import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTERNAL_MESSAGE } from '../../core/errors.ts';
import { currentAccessToken, dropSession, holdSession, onSessionChange, type SessionGrant } from './access-token.ts';
import { ApiError, apiClient, refreshSession, refusedField, retryAfterSeconds } from './api-client.ts';

function answer(response: Response | Error) {
  const fetchMock = vi.fn(async (_path: string, _init?: RequestInit) => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  dropSession();
});

const user = { id: 'u1', email: 'ani@example.com', role: 'customer' as const, name: 'Ani' };
const grant = (accessToken: string): SessionGrant => ({ accessToken, expiresIn: 900, user, landingPath: '/tutors' });
const authorizationOf = (init: RequestInit | undefined) => (init?.headers as Record<string, string> | undefined)?.Authorization;

/** A fake api: /api/auth/refresh answers `refresh`; other paths accept only `valid` as the Bearer token. */
function fakeApi({ refresh, valid }: { refresh: () => Response | Promise<Response>; valid: string }) {
  const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
    if (path === '/api/auth/refresh') return refresh();
    return authorizationOf(init) === `Bearer ${valid}`
      ? json(200, { ok: true })
      : json(401, { error: { code: 'UNAUTHENTICATED', message: 'Sesi login tidak valid. Silakan login kembali.' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

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

  it('sends an Idempotency-Key only when the call has one, also on the retry after a refresh', async () => {
    holdSession(grant('old'));
    const fetchMock = fakeApi({ refresh: () => json(200, grant('new')), valid: 'new' });
    await apiClient.post('/api/bookings', { tutorId: 't1' }, { idempotencyKey: 'kunci-pesan-1' });
    await apiClient.post('/api/things', { name: 'Ani' });
    const keyOf = (index: number) => (fetchMock.mock.calls[index]?.[1]?.headers as Record<string, string>)['Idempotency-Key'];
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual(['/api/bookings', '/api/auth/refresh', '/api/bookings', '/api/things']);
    expect([keyOf(0), keyOf(2), keyOf(3)]).toEqual(['kunci-pesan-1', 'kunci-pesan-1', undefined]);
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
    await expect(apiClient.get('/api/x')).rejects.toMatchObject({
      code: 'NETWORK',
      message: 'Koneksi bermasalah. Periksa internet Anda.',
      status: 0,
    });
  });

  it('lets a cancelled request stay an abort, not a connection problem', async () => {
    const controller = new AbortController();
    controller.abort();
    answer(new DOMException('The operation was aborted.', 'AbortError'));
    await expect(apiClient.get('/api/x', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('apiClient session handling', () => {
  it('sends the access token held in memory as a Bearer header', async () => {
    const fetchMock = answer(json(200, {}));
    holdSession(grant('token-1'));
    await apiClient.get('/api/things');
    expect(authorizationOf(fetchMock.mock.calls[0]?.[1])).toBe('Bearer token-1');
  });

  it('on a 401 refreshes once with the cookie and retries with the new token', async () => {
    holdSession(grant('expired'));
    const fetchMock = fakeApi({ refresh: () => json(200, grant('fresh')), valid: 'fresh' });
    await expect(apiClient.get('/api/things')).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual(['/api/things', '/api/auth/refresh', '/api/things']);
    expect(fetchMock.mock.calls[1]?.[1]).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(currentAccessToken()).toBe('fresh');
  });

  it('shares one refresh between requests that fail together (the server rotates the cookie on each use)', async () => {
    holdSession(grant('expired'));
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetchMock = fakeApi({ refresh: async () => (await gate, json(200, grant('fresh'))), valid: 'fresh' });
    const calls = Promise.all([apiClient.get('/api/a'), apiClient.get('/api/b'), apiClient.get('/api/c')]);
    await vi.waitFor(() => expect(fetchMock.mock.calls.filter(([path]) => path === '/api/auth/refresh')).toHaveLength(1));
    release();
    await expect(calls).resolves.toHaveLength(3);
    expect(fetchMock.mock.calls.filter(([path]) => path === '/api/auth/refresh')).toHaveLength(1);
  });

  it('ends the session when the refresh is refused, and reports the original 401', async () => {
    holdSession(grant('expired'));
    const seen: unknown[] = [];
    const stop = onSessionChange((next) => seen.push(next));
    fakeApi({ refresh: () => json(401, { error: { code: 'UNAUTHENTICATED', message: 'x' } }), valid: 'never' });
    await expect(apiClient.get('/api/things')).rejects.toMatchObject({
      status: 401,
      message: 'Sesi login tidak valid. Silakan login kembali.',
    });
    expect(currentAccessToken()).toBeNull();
    expect(seen).toEqual([null]);
    stop();
  });

  it('reads every answer it gets, also the 401 it retries and the refused refresh (an unread body keeps the request open)', async () => {
    holdSession(grant('expired'));
    const answers: Response[] = [];
    let refreshes = 0;
    const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
      const response =
        path === '/api/auth/refresh'
          ? json((refreshes += 1) === 1 ? 200 : 401, grant('fresh'))
          : json(authorizationOf(init) === 'Bearer fresh' ? 200 : 401, {});
      answers.push(response);
      return response;
    });
    vi.stubGlobal('fetch', fetchMock);
    await apiClient.get('/api/things');
    dropSession();
    await expect(refreshSession()).resolves.toBeNull();
    expect(answers.map((response) => [response.status, response.bodyUsed])).toEqual([
      [401, true],
      [200, true],
      [200, true],
      [401, true],
    ]);
  });

  it('keeps the session when the refresh fails for a network reason (the cookie may still be good)', async () => {
    holdSession(grant('expired'));
    fakeApi({ refresh: () => Promise.reject(new TypeError('Failed to fetch')), valid: 'never' });
    await expect(apiClient.get('/api/things')).rejects.toMatchObject({ status: 401 });
    expect(currentAccessToken()).toBe('expired');
  });

  it('never refreshes for a 401 from the auth endpoints (a wrong password is not an expired token)', async () => {
    const fetchMock = answer(
      json(401, { error: { code: 'UNAUTHENTICATED', message: 'Login gagal. Silakan periksa email dan password Anda.' } }),
    );
    await expect(apiClient.post('/api/auth/sign-in', { email: 'a@b.co', password: 'x' })).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refreshSession holds the new token and tells listeners who is signed in', async () => {
    const seen: unknown[] = [];
    const stop = onSessionChange((next) => seen.push(next));
    answer(json(200, grant('boot')));
    await expect(refreshSession()).resolves.toMatchObject({ accessToken: 'boot', user });
    expect(currentAccessToken()).toBe('boot');
    expect(seen).toEqual([user]);
    stop();
  });
});

describe('apiClient bodies and error details', () => {
  it('sends a FormData body as multipart, without a JSON Content-Type', async () => {
    const fetchMock = answer(json(201, {}));
    const form = new FormData();
    form.append('payload', '{}');
    await apiClient.post('/api/auth/sign-up', form);
    const init = fetchMock.mock.calls[0]?.[1] ?? {};
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it("keeps the server's details (reason, retryAfterSeconds) on the error", async () => {
    answer(json(403, { error: { code: 'FORBIDDEN', message: 'm', details: { reason: 'EMAIL_NOT_CONFIRMED' } } }));
    await expect(apiClient.post('/api/auth/sign-in', {})).rejects.toMatchObject({ details: { reason: 'EMAIL_NOT_CONFIRMED' } });
  });

  it('reads the seconds left of a cooldown from the details, else from Retry-After', async () => {
    answer(
      json(429, {
        error: {
          code: 'RATE_LIMITED',
          message: 'Tunggu 42 detik sebelum mengirim ulang email konfirmasi.',
          details: { retryAfterSeconds: 42 },
        },
      }),
    );
    expect(retryAfterSeconds(await apiClient.post('/api/auth/resend-confirmation', {}).catch((e: unknown) => e))).toBe(42);
    answer(
      new Response(JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'm' } }), { status: 429, headers: { 'Retry-After': '17' } }),
    );
    expect(retryAfterSeconds(await apiClient.post('/api/auth/resend-confirmation', {}).catch((e: unknown) => e))).toBe(17);
    expect(retryAfterSeconds(new Error('x'))).toBeNull();
  });

  it('reads the field the server named in refusing the input, and nothing from other errors', async () => {
    answer(json(409, { error: { code: 'CONFLICT', message: 'Email sudah terdaftar.', details: { field: 'email' } } }));
    expect(refusedField(await apiClient.post('/api/auth/sign-up', {}).catch((e: unknown) => e))).toBe('email');
    answer(json(400, { error: { code: 'VALIDATION', message: 'm' } }));
    expect(refusedField(await apiClient.post('/api/auth/sign-up', {}).catch((e: unknown) => e))).toBeNull();
    expect(refusedField(new Error('x'))).toBeNull();
  });
});

describe('apiClient.blob (private files such as payment proofs)', () => {
  it('fetches the file with the Bearer token and returns its bytes and type', async () => {
    holdSession(grant('token-1'));
    const fetchMock = answer(new Response(new Blob(['png-bytes'], { type: 'image/png' }), { status: 200 }));
    const blob = await apiClient.blob('/api/proofs/p1/file');
    expect(await blob.text()).toBe('png-bytes');
    expect(blob.type).toBe('image/png');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(authorizationOf(fetchMock.mock.calls[0]?.[1])).toBe('Bearer token-1');
  });

  it('on a 401 refreshes once with the cookie and retries with the new token', async () => {
    holdSession(grant('expired'));
    const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
      if (path === '/api/auth/refresh') return json(200, grant('fresh'));
      return authorizationOf(init) === 'Bearer fresh'
        ? new Response(new Blob(['pdf'], { type: 'application/pdf' }))
        : json(401, { error: { code: 'UNAUTHENTICATED', message: 'x' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiClient.blob('/api/proofs/p1/file').then((blob) => blob.text())).resolves.toBe('pdf');
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual(['/api/proofs/p1/file', '/api/auth/refresh', '/api/proofs/p1/file']);
  });

  it('reports a refusal after the one retry as an ApiError, without refreshing again', async () => {
    holdSession(grant('expired'));
    const fetchMock = fakeApi({ refresh: () => json(200, grant('still-refused')), valid: 'never' });
    await expect(apiClient.blob('/api/proofs/p1/file')).rejects.toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
    expect(fetchMock.mock.calls.filter(([path]) => path === '/api/auth/refresh')).toHaveLength(1);
  });

  it('reports a missing file and a network failure as ApiError', async () => {
    answer(json(404, { error: { code: 'NOT_FOUND', message: 'Data tidak ditemukan' } }));
    await expect(apiClient.blob('/api/proofs/p1/file')).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
    answer(new TypeError('Failed to fetch'));
    await expect(apiClient.blob('/api/proofs/p1/file')).rejects.toMatchObject({ code: 'NETWORK', status: 0 });
  });
});
