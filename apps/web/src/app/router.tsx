import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import type { RouteHandle } from '@/components/layout/page-title';
import { getPage, listPages, pages, type PageAccess, type PageKey } from '@/config/pages';
import HydrateFallback from './routes/hydrate-fallback';
import PublicLayoutRoute from './routes/public/layout';
import RouteError from './routes/route-error';

export type LoadPage = () => Promise<{ default: ComponentType }>;

/** The keys of the pages of some areas: a table of their code must name each one. */
export type AreaPageKey<A extends PageAccess> = {
  [K in PageKey]: (typeof pages)[K]['access'] extends A ? K : never;
}[PageKey];

/** Route code is loaded on first visit. */
export const lazyPage = (load: LoadPage) => async () => ({ Component: (await load()).default });

/** A page's path under its layout's path; '' makes it the layout's index route. */
function toChildPath(path: string, layoutPath: string): string {
  if (path === layoutPath) return '';
  if (layoutPath === '/') return path.replace(/^\//, '');
  // Anything else stays absolute, and React Router rejects it if it is not under the layout.
  return path.startsWith(`${layoutPath}/`) ? path.slice(layoutPath.length + 1) : path;
}

/** One page's route, id'd by its key, its title from the table; `layoutPath` when nested. */
export function toPageRoute(key: PageKey, load: LoadPage, layoutPath?: string): RouteObject {
  const { path, title } = getPage(key);
  const handle: RouteHandle = { title };
  const lazy = lazyPage(load);
  const childPath = layoutPath === undefined ? path : toChildPath(path, layoutPath);
  return childPath ? { id: key, path: childPath, handle, lazy } : { id: key, index: true, handle, lazy };
}

/** Every page of one access under its layout's path, each with its code from `modules`. */
export const toPageRoutes = <A extends PageAccess>(
  access: A,
  layoutPath: string,
  modules: Record<AreaPageKey<A>, LoadPage>,
) => (listPages(access) as AreaPageKey<A>[]).map((key) => toPageRoute(key, modules[key], layoutPath));

/**
 * The public site's layout around its pages. Errors inside a page render within the layout, so
 * the header and footer stay.
 */
export const publicLayout = (children: RouteObject[]): RouteObject => ({
  id: 'public-layout',
  path: pages.home.path,
  Component: PublicLayoutRoute,
  children: [{ ErrorBoundary: RouteError, children }],
});

/**
 * The app's root: pathless, so it matches nothing until an area is added under it; it holds the
 * error boundary of a failure outside a layout and the fallback shown while the first page's
 * code loads.
 */
export const appRoot = (children: RouteObject[]): RouteObject => ({
  id: 'root',
  ErrorBoundary: RouteError,
  HydrateFallback,
  children,
});

type TArea = 'public' | 'user';

/** Each area's routes, its page table in a chunk of its own: the entry names no page. */
const AREA_ROUTES: Record<TArea, () => Promise<RouteObject[]>> = {
  public: async () => {
    const { publicPageRoutes, standaloneRoutes } = await import('./routes/public/routes');
    return [publicLayout(publicPageRoutes), ...standaloneRoutes];
  },
  user: async () => [(await import('./routes/user/routes')).userLayout],
};

const isUnder = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/**
 * Route discovery: the router starts with its root alone and, on a visit to a path of an area whose
 * routes it lacks, loads that area's page table and adds the area (React Router's
 * patchRoutesOnNavigation; routes added again are ignored, one by one). A path under /user that
 * no page of the signed-in area matches gets the public area too, for its "Page not found".
 */
export const discoverRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (isUnder(path, pages.dashboard.path)) {
    const user = await AREA_ROUTES.user();
    patch('root', user);
    if (matchRoutes(user, path)) return;
  }
  patch('root', await AREA_ROUTES.public());
};

export function createRouter() {
  return createBrowserRouter([appRoot([])], { patchRoutesOnNavigation: discoverRoutes });
}
