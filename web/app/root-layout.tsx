import { Outlet } from 'react-router-dom';
import { Header } from '../components/layout/header.tsx';
import { AuthProvider } from '../features/auth/components/auth-provider.tsx';
import { useAuth } from '../features/auth/hooks/use-auth.ts';
import { navItemsFor } from './nav-items.ts';

function Shell() {
  const auth = useAuth();
  return (
    <div className="flex min-h-dvh flex-col">
      <Header
        items={navItemsFor(auth)}
        onSignOut={auth.status === 'authenticated' ? auth.signOut : undefined}
        signingOut={auth.isSigningOut}
      />
      <main className="flex-1">
        <Outlet />
      </main>
      <footer className="border-t border-slate-200 bg-white py-6 text-center text-sm text-slate-500">
        © {new Date().getFullYear()} Ajarin. Les privat dengan tutor mahasiswa.
      </footer>
    </div>
  );
}

/** The root route's element: the session and the header wrap every page. */
export function RootLayout() {
  return (
    <AuthProvider>
      <Shell />
    </AuthProvider>
  );
}
