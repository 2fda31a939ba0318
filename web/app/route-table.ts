import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath } from 'react-router-dom';
import type { Access } from '../features/auth/decide-access.ts';
import { pageRoutes, type PageCode } from './page-routes.ts';

/** A page's code, loaded on first render, or before it with `preload()`. */
export type PageComponent = LazyExoticComponent<ComponentType> & { preload: () => Promise<void>; isLoaded: () => boolean };

/** A route's page, loaded on first visit; routes without one show the placeholder with `title`. */
export type RouteEntry = { path: string; access: Access; title: string; Page?: PageComponent };

/**
 * React.lazy for a page's module. Once preloaded, the page renders without suspending (React.lazy
 * takes a thenable that answers at once): RoutePage in router.tsx renders it only then, with no
 * loading boundary.
 */
function lazyPage({ load }: PageCode): PageComponent {
  let loaded: ComponentType | undefined;
  const Page = lazy(() => {
    if (!loaded) return load().then((component) => ({ default: component }));
    const module = { default: loaded };
    return { then: (resolve: (value: typeof module) => void) => resolve(module) } as unknown as Promise<typeof module>;
  });
  return Object.assign(Page, {
    preload: async () => {
      loaded = await load();
    },
    isLoaded: () => loaded !== undefined,
  });
}

export const routeTable: readonly RouteEntry[] = pageRoutes.map(({ page, ...route }) => ({ ...route, Page: page && lazyPage(page) }));

/** Loads the landing's code ahead of its first render: the build's pre-render and the browser's hydration of it both need it. */
export async function preloadLanding(): Promise<void> {
  await routeTable.find((route) => route.path === '/')?.Page?.preload();
}

/**
 * Starts loading the code of the page at `pathname`, if it has one. A failure is left to the page,
 * which reports it when it renders (router.tsx `RoutePage`).
 */
export async function preloadPageAt(pathname: string): Promise<void> {
  const entry = routeTable.find((route) => matchPath(route.path, pathname));
  await entry?.Page?.preload().catch(() => undefined);
}
