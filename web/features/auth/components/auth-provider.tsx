import { useEffect, useMemo, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { onSessionChange } from '../../../lib/access-token.ts';
import { getSessionQueryOptions } from '../api/get-session.ts';
import { useSignOut } from '../api/sign-out.ts';
import { useAccessTokenRefresh } from '../hooks/use-access-token-refresh.ts';
import { AuthContext, type AuthContextValue } from '../../../hooks/use-auth.ts';

/** Must sit inside the router: signing out navigates to '/'. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { isPending, data } = useQuery(getSessionQueryOptions());
  // flushSync: router updates are transitions, so without it the old guarded page would render once
  // more with the cleared session and redirect to /auth instead of '/'.
  const { mutate, isPending: isSigningOut } = useSignOut({ leave: () => navigate('/', { flushSync: true }) });

  // A refresh anywhere (the timer, a 401 retried by the api client) may renew or end the session.
  useEffect(() => onSessionChange((user) => queryClient.setQueryData(getSessionQueryOptions().queryKey, { user })), [queryClient]);
  useAccessTokenRefresh();

  const value = useMemo<AuthContextValue>(() => {
    const signOut = () => mutate();
    if (isPending) return { status: 'loading', signOut, isSigningOut };
    // A failed session request (server down, 500) leaves no data: the visitor is treated as signed
    // out rather than crashing, and guarded pages send them to /auth as they would without a session.
    if (data?.user) return { status: 'authenticated', user: data.user, signOut, isSigningOut };
    return { status: 'anonymous', signOut, isSigningOut };
  }, [isPending, data, mutate, isSigningOut]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
