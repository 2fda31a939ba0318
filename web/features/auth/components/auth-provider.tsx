import { useEffect, useMemo, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { onSessionChange } from '../../../lib/access-token.ts';
import { getSessionQueryOptions } from '../api/get-session.ts';
import { useSignOut } from '../api/sign-out.ts';
import { useAccessTokenRefresh } from '../hooks/use-access-token-refresh.ts';
import { useNavigateCommitted } from '../hooks/use-navigate-committed.ts';
import { AuthContext, type AuthContextValue } from '../../../hooks/use-auth.ts';

/** Must sit inside the router: signing out navigates to '/'. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { isPending, data } = useQuery(getSessionQueryOptions());
  // '/' on the screen before the session is cleared: the old guarded page, rendered once more without
  // a user, would send the visitor to /auth instead.
  const leaveTo = useNavigateCommitted();
  const { mutate, isPending: isSigningOut } = useSignOut({ leave: () => leaveTo('/') });

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
