import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { CrashBoundary } from '../components/layout/crash-boundary.tsx';
import { RouteGuard } from '../features/auth/components/route-guard.tsx';
import { RootLayout } from './root-layout.tsx';
import { routeTable, type RouteEntry } from './route-table.ts';
import { NotFoundPage } from './routes/not-found.tsx';
import { TransactionRedirect } from './routes/transaction-redirect.tsx';

function toRoute({ path, access, Page }: RouteEntry): RouteObject {
  return {
    path,
    element: (
      <RouteGuard access={access}>
        <Page />
      </RouteGuard>
    ),
  };
}

/**
 * A page that throws keeps the header; the next page, in a boundary of its own, renders again.
 * No Suspense boundary around the pages: the server waits for a page's code before it sends the
 * page (its HTML holds no fallback to swap), the browser's hydration waits for it the same way,
 * and a later page keeps the one on screen until its code has come (docs/decisions/031).
 */
function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <CrashBoundary key={pathname}>
      <Outlet />
    </CrashBoundary>
  );
}

// Plain routes rather than a data router: data comes through TanStack Query, and the server
// prefetches it itself (a public route's `load` in route-table.ts, called by web/entry-server.tsx
// only), so react-router needs no loader (docs/decisions/031).
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

/** Every route of the app, under the browser's router (entry-client.tsx) or the server's (entry-server.tsx). */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
