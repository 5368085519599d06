import type { RouteObject } from 'react-router';
import type { PageKey } from '@/config/pages';
import type { LoadPage } from './router';
import { appRoot, publicLayout } from './router';
import { publicPageModules, publicPageRoutes, standaloneRoutes } from './routes/public/routes';
import { userLayout, userPageModules } from './routes/user/routes';

/**
 * Every route at once, for what cannot discover them on navigation: the build's prerendering
 * (a static handler) and the route table's tests. The browser discovers them (router.tsx).
 */
export const allRoutes: RouteObject[] = [
  appRoot([publicLayout(publicPageRoutes), ...standaloneRoutes, userLayout]),
];

/** Every page's code by key. */
export const pageModules: Record<PageKey, LoadPage> = { ...publicPageModules, ...userPageModules };
