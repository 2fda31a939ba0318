import { useEffect, useState } from 'react';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { CrashBoundary } from '../components/layout/crash-boundary.tsx';
import { FullScreenSpinner } from '../components/ui/spinner.tsx';
import { RouteGuard } from '../features/auth/components/route-guard.tsx';
import { RootLayout } from './root-layout.tsx';
import { routeTable, type PageComponent, type RouteEntry } from './route-table.ts';
import { NotFoundPage } from './routes/not-found.tsx';
import { PlaceholderPage } from './routes/placeholder.tsx';
import { TransactionRedirect } from './routes/transaction-redirect.tsx';

/**
 * A route's page, behind a spinner while its code loads. No Suspense boundary: React holds a
 * boundary's content back for up to 300 ms after showing its fallback, so a signed-in page whose
 * code arrived just after the session sat idle that long before even asking for its data. A page
 * whose code is already here (the pre-rendered landing, docs/decisions/016-prerendered-landing.md)
 * renders at once: its first render must match the pre-rendered markup. A failed load is thrown
 * from render so the page's CrashBoundary answers, as a failed lazy import would.
 */
function RoutePage({ Page }: { Page: PageComponent }) {
  const [loaded, setLoaded] = useState(Page.isLoaded);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (loaded) return;
    let current = true;
    Page.preload().then(
      () => current && setLoaded(true),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [Page, loaded]);
  if (failure) throw failure.error;
  return loaded ? <Page /> : <FullScreenSpinner />;
}

function toRoute({ path, access, title, Page }: RouteEntry): RouteObject {
  return {
    path,
    // Keyed: React would otherwise keep one RoutePage, and its state, from one route to the next.
    element: (
      <RouteGuard access={access}>
        {Page ? <RoutePage key={path} Page={Page} /> : <PlaceholderPage title={title} />}
      </RouteGuard>
    ),
  };
}

/** A page that throws keeps the header; the next page, in a boundary of its own, renders again. */
function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <CrashBoundary key={pathname}>
      <Outlet />
    </CrashBoundary>
  );
}

// Plain routes rather than a data router (createBrowserRouter): the app uses no loader, action or
// fetcher, and the data router's code was 14 KB (brotli) of the script every page waits for
// (docs/decisions/021-declarative-router.md).
const appRoutes: RouteObject[] = [
  {
    // Only reached when the layout itself fails; page crashes are caught below, inside the layout.
    element: (
      <CrashBoundary>
        <RootLayout />
      </CrashBoundary>
    ),
    children: [
      {
        element: <PageOutlet />,
        children: [
          ...routeTable.map(toRoute),
          { path: '/customer-transaction-detail/:id', element: <TransactionRedirect /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** Every route of the app, under whichever router the browser (main.tsx) or the landing's pre-render gives it. */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
