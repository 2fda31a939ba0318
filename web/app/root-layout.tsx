import { Outlet } from 'react-router-dom';
import { Header } from '../components/layout/header.tsx';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { AuthProvider } from '../features/auth/components/auth-provider.tsx';
import { useAuth } from '../hooks/use-auth.ts';
import { LiveUpdatesProvider } from './live-updates-provider.tsx';
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
      {/* At least a screen tall: while the session or a page's code loads, main is empty, and a
          footer drawn in view would be pushed down when the content arrives (layout shift). */}
      <main className="min-h-dvh flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

/** The root route's element: the session, the live-update stream and the header wrap every page. */
export function RootLayout() {
  return (
    <AuthProvider>
      <LiveUpdatesProvider>
        <Shell />
      </LiveUpdatesProvider>
    </AuthProvider>
  );
}
