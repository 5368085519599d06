import type { RouteObject } from 'react-router';
import { pages } from '@/config/pages';
import { toPageRoute, toPageRoutes, type AreaPageKey, type LoadPage } from '../../router';

/** The code of the public site's pages and of the pages with no layout (Vite needs literal import()s). */
export const publicPageModules: Record<AreaPageKey<'public' | 'standalone'>, LoadPage> = {
  home: () => import('./home'),
  aboutUs: () => import('./about-us'),
  contactUs: () => import('./contact-us'),
  privacyPolicy: () => import('./privacy-policy'),
  termsAndConditions: () => import('./terms-and-conditions'),
  login: () => import('./login'),
  signUp: () => import('./sign-up'),
  reset: () => import('./reset'),
  confirmEmail: () => import('./confirm-email'),
  accessRestore: () => import('./access-restore'),
  notFound: () => import('./not-found'),
  applicationForm: () => import('../application-form'),
  sandboxCheckout: () => import('../checkout/sandbox-checkout'),
};

/** The public site's pages, under its layout (the catch-all "Page not found" among them). */
export const publicPageRoutes: RouteObject[] = toPageRoutes('public', pages.home.path, publicPageModules);

/** The pages with no layout. */
export const standaloneRoutes: RouteObject[] = (['applicationForm', 'sandboxCheckout'] as const).map((key) =>
  toPageRoute(key, publicPageModules[key]),
);
