import { useEffect, useState } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { CrashFallback } from '../components/layout/crash-fallback.tsx';
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
 * from render so the route's error element answers, as a failed lazy import would.
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

/** Every route of the app; the browser router and the landing's pre-render share them. */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      // Only reached when the layout itself fails; page crashes are caught below, inside the layout.
      errorElement: <CrashFallback />,
      children: [
        {
          // A page that throws (or whose code fails to load) keeps the header and shows the fallback.
          errorElement: <CrashFallback />,
          children: [
            ...routeTable.map(toRoute),
            { path: '/customer-transaction-detail/:id', element: <TransactionRedirect /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
