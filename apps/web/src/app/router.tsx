import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { RouteHandle } from '@/components/layout/document-title';
import HydrateFallback from './routes/hydrate-fallback';
import PublicLayoutRoute from './routes/public/layout';
import RouteError from './routes/route-error';

type RouteModule = { default: ComponentType };

/** Route code is split per page and loaded on first visit. */
const page = (load: () => Promise<RouteModule>) => async () => ({ Component: (await load()).default });
const titled = (title?: string): RouteHandle => ({ title });

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: PublicLayoutRoute,
    ErrorBoundary: RouteError,
    HydrateFallback,
    children: [
      {
        // Errors inside a page render within the layout, so the header and footer stay.
        ErrorBoundary: RouteError,
        children: [
          { index: true, handle: titled(), lazy: page(() => import('./routes/public/home')) },
          {
            path: 'about-us',
            handle: titled('About Us'),
            lazy: page(() => import('./routes/public/about-us')),
          },
          {
            path: 'contact-us',
            handle: titled('Contact Us'),
            lazy: page(() => import('./routes/public/contact-us')),
          },
          {
            path: 'privacy-policy',
            handle: titled('Privacy Policy'),
            lazy: page(() => import('./routes/public/privacy-policy')),
          },
          {
            path: 'terms-and-conditions',
            handle: titled('Terms and Conditions'),
            lazy: page(() => import('./routes/public/terms-and-conditions')),
          },
          { path: 'login', handle: titled('Login'), lazy: page(() => import('./routes/public/login')) },
          { path: 'sign-up', handle: titled('Sign Up'), lazy: page(() => import('./routes/public/sign-up')) },
          {
            path: '*',
            handle: titled('Page not found'),
            lazy: page(() => import('./routes/public/not-found')),
          },
        ],
      },
    ],
  },
  {
    path: '/application-form',
    handle: titled('Partner application'),
    ErrorBoundary: RouteError,
    HydrateFallback,
    lazy: page(() => import('./routes/application-form')),
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
