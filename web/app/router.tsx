import { Suspense, useState } from 'react';
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
 * A route's page, behind a spinner while its code loads. A page whose code is already here (the
 * pre-rendered landing, docs/decisions/016-prerendered-landing.md) gets no loading boundary: React
 * hydrates a boundary after the rest of the page, and the session arriving in between would make it
 * redraw the landing from scratch. Decided once per mount, so a page never remounts over it.
 */
function RoutePage({ Page }: { Page: PageComponent }) {
  const [loaded] = useState(Page.isLoaded);
  if (loaded) return <Page />;
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Page />
    </Suspense>
  );
}

function toRoute({ path, access, title, Page }: RouteEntry): RouteObject {
  return {
    path,
    element: <RouteGuard access={access}>{Page ? <RoutePage Page={Page} /> : <PlaceholderPage title={title} />}</RouteGuard>,
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
