import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from './get-session.ts';

const respond = (status: number, body: unknown) =>
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getSession', () => {
  it('returns the signed-in user', async () => {
    const user = { id: 'u1', email: 'ani@example.com', role: 'customer', name: 'Ani' };
    respond(200, { user });
    await expect(getSession()).resolves.toEqual({ user });
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
