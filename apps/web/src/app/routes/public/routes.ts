import type { RouteObject } from 'react-router';
import { pages } from '@/config/pages';
import { withQueries } from '@/lib/with-queries';
import { toPageRoute, toPageRoutes, type AreaPageKey, type LoadPage } from '../../router';

/**
 * The code of the public site's pages and of the pages with no layout (Vite needs literal
 * import()s). A page that queries is loaded `withQueries`; the four that do not are tested to
 * render without it (routes.test.tsx), and the home page's parts that query load with it.
 */
export const publicPageModules: Record<AreaPageKey<'public' | 'standalone'>, LoadPage> = {
  home: () => import('./home'),
  aboutUs: withQueries(() => import('./about-us')),
  contactUs: withQueries(() => import('./contact-us')),
  privacyPolicy: () => import('./privacy-policy'),
  termsAndConditions: () => import('./terms-and-conditions'),
  login: withQueries(() => import('./login')),
  signUp: withQueries(() => import('./sign-up')),
  reset: withQueries(() => import('./reset')),
  confirmEmail: withQueries(() => import('./confirm-email')),
  accessRestore: withQueries(() => import('./access-restore')),
  notFound: () => import('./not-found'),
  applicationForm: withQueries(() => import('../application-form')),
  sandboxCheckout: withQueries(() => import('../checkout/sandbox-checkout')),
};

/** The public site's pages, under its layout (the catch-all "Page not found" among them). */
export const publicPageRoutes: RouteObject[] = toPageRoutes('public', pages.home.path, publicPageModules);

/** The pages with no layout. */
export const standaloneRoutes: RouteObject[] = (['applicationForm', 'sandboxCheckout'] as const).map((key) =>
  toPageRoute(key, publicPageModules[key]),
);
