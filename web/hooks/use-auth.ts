import { createContext, useContext } from 'react';
import type { SessionUser } from '../../core/accounts/auth.schema.ts';

export type AuthState =
  { status: 'loading'; user?: undefined } | { status: 'anonymous'; user?: undefined } | { status: 'authenticated'; user: SessionUser };

export type AuthContextValue = AuthState & { signOut: () => void; isSigningOut: boolean };

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth harus digunakan dalam AuthProvider');
  return value;
}
