import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentAccessToken, dropSession, holdSession } from '../../../lib/access-token.ts';
import { askForSessionAhead, getSession, getSessionQueryOptions } from './get-session.ts';

const respond = (status: number, body: unknown) => {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

afterEach(() => {
  vi.unstubAllGlobals();
  dropSession();
});

describe('getSession', () => {
  it('trades the refresh cookie for the signed-in user and an in-memory token', async () => {
    const user = { id: 'u1', email: 'ani@example.com', role: 'customer', name: 'Ani' };
    const fetchMock = respond(200, { accessToken: 'a.b.c', expiresIn: 900, user, landingPath: '/tutors' });
    await expect(getSession()).resolves.toEqual({ user });
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/refresh', expect.objectContaining({ method: 'POST', credentials: 'include' }));
    expect(currentAccessToken()).toBe('a.b.c');
  });

  it('treats 401 as a definite "no session"', async () => {
    respond(401, { error: { code: 'UNAUTHENTICATED', message: 'Sesi login tidak valid. Silakan login kembali.' } });
    await expect(getSession()).resolves.toEqual({ user: null });
  });

  it('keeps a session begun while a refused refresh was out, and answers with its user', async () => {
    const user = { id: 'u2', email: 'budi@example.com', role: 'tutor', name: 'Budi' } as const;
    let answer = (_response: Response) => undefined as void;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const session = getSession();
    // The page confirming an email holds its new session before the refresh is refused.
    holdSession({ accessToken: 'new.token', expiresIn: 900, user, landingPath: '/dashboard' });
    answer(new Response(JSON.stringify({ error: { code: 'UNAUTHENTICATED', message: 'x' } }), { status: 401 }));
    await expect(session).resolves.toEqual({ user });
    expect(currentAccessToken()).toBe('new.token');
  });

  it('lets other failures fail the query (the provider then treats the visitor as signed out)', async () => {
    respond(500, { error: { code: 'INTERNAL', message: 'x' } });
    await expect(getSession()).rejects.toMatchObject({ status: 500 });
  });
});

describe('the session asked for ahead (docs/decisions/036)', () => {
  it("is the session query's first answer, from the one refresh asked before the page was adopted", async () => {
    const user = { id: 'u3', email: 'citra@example.com', role: 'customer', name: 'Citra' };
    const fetchMock = respond(200, { accessToken: 'a.b.c', expiresIn: 900, user, landingPath: '/tutors' });
    askForSessionAhead();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(new QueryClient().fetchQuery(getSessionQueryOptions())).resolves.toEqual({ user });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is taken once: a later fetch of the session query refreshes anew', async () => {
    const fetchMock = respond(401, { error: { code: 'UNAUTHENTICATED', message: 'x' } });
    askForSessionAhead();
    const options = getSessionQueryOptions();
    await new QueryClient().fetchQuery(options);
    await new QueryClient().fetchQuery(options);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('hands a failure to the query rather than leaving it unhandled', async () => {
    respond(500, { error: { code: 'INTERNAL', message: 'x' } });
    askForSessionAhead();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(
      new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(getSessionQueryOptions()),
    ).rejects.toMatchObject({ status: 500 });
  });
});
