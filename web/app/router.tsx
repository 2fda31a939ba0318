import { Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { CrashFallback } from '../components/layout/crash-fallback.tsx';
import { FullScreenSpinner } from '../components/ui/spinner.tsx';
import { RouteGuard } from '../features/auth/components/route-guard.tsx';
import { RootLayout } from './root-layout.tsx';
import { routeTable, type RouteEntry } from './route-table.ts';
import { NotFoundPage } from './routes/not-found.tsx';
import { PlaceholderPage } from './routes/placeholder.tsx';
import { TransactionRedirect } from './routes/transaction-redirect.tsx';

function toRoute({ path, access, title, Page }: RouteEntry): RouteObject {
  return {
    path,
    element: (
      <RouteGuard access={access}>
        <Suspense fallback={<FullScreenSpinner />}>{Page ? <Page /> : <PlaceholderPage title={title} />}</Suspense>
      </RouteGuard>
    ),
  };
}

export function createAppRouter() {
  return createBrowserRouter([
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
  ]);
}
