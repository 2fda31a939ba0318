import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentAccessToken, dropSession } from '../../../lib/access-token.ts';
import { getSession } from './get-session.ts';

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

  it('lets other failures fail the query (the provider then treats the visitor as signed out)', async () => {
    respond(500, { error: { code: 'INTERNAL', message: 'x' } });
    await expect(getSession()).rejects.toMatchObject({ status: 500 });
  });
});
