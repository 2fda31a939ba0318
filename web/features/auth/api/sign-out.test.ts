import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentAccessToken, dropSession, holdSession } from '../../../lib/access-token.ts';
import { getSessionQueryOptions } from './get-session.ts';
import { signOutMutationOptions } from './sign-out.ts';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const user = { id: 'u1', email: 'dewi@example.com', role: 'tutor', name: 'Dewi' } as const;

function signedIn() {
  holdSession({ accessToken: 'a.b.c', expiresIn: 900, user, landingPath: '/dashboard' });
  const queryClient = new QueryClient();
  queryClient.setQueryData(getSessionQueryOptions().queryKey, { user });
  return queryClient;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  dropSession();
});

describe('signing out (docs/product.md#accounts-sign-in)', () => {
  it("leaves the page, forgets the session and says 'Berhasil keluar'", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    const queryClient = signedIn();
    const leave = vi.fn();
    await new MutationObserver(queryClient, signOutMutationOptions(queryClient, leave)).mutate();
    expect(leave).toHaveBeenCalledOnce();
    expect(currentAccessToken()).toBeNull();
    expect(queryClient.getQueryData(getSessionQueryOptions().queryKey)).toEqual({ user: null });
    expect(toasts.success).toHaveBeenCalledWith('Berhasil', { description: 'Berhasil keluar' });
  });

  it("shows 'Error' with the server's message when it fails, and stays signed in on the page", async () => {
    const message = 'Terjadi kesalahan pada server. Silakan coba lagi.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: { code: 'INTERNAL', message } }), { status: 500 })),
    );
    const queryClient = signedIn();
    const leave = vi.fn();
    await expect(new MutationObserver(queryClient, signOutMutationOptions(queryClient, leave)).mutate()).rejects.toThrow(message);
    expect(toasts.error).toHaveBeenCalledWith('Error', { description: message });
    expect(leave).not.toHaveBeenCalled();
    expect(currentAccessToken()).toBe('a.b.c');
    expect(queryClient.getQueryData(getSessionQueryOptions().queryKey)).toEqual({ user });
  });

  it('names a lost connection in Indonesian', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const queryClient = signedIn();
    await expect(new MutationObserver(queryClient, signOutMutationOptions(queryClient, vi.fn())).mutate()).rejects.toThrow();
    expect(toasts.error).toHaveBeenCalledWith('Error', { description: 'Koneksi bermasalah. Periksa internet Anda.' });
  });
});
