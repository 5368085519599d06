import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { RouteHandle } from '@/components/layout/page-title';
import { getPage, listPages, pages, type PageAccess, type PageKey } from '@/config/pages';
import HydrateFallback from './routes/hydrate-fallback';
import PublicLayoutRoute from './routes/public/layout';
import RouteError from './routes/route-error';

type LoadPage = () => Promise<{ default: ComponentType }>;

/** Every page's code by key, split per page (Vite needs literal import() strings). */
export const pageModules: Record<PageKey, LoadPage> = {
  home: () => import('./routes/public/home'),
  aboutUs: () => import('./routes/public/about-us'),
  contactUs: () => import('./routes/public/contact-us'),
  privacyPolicy: () => import('./routes/public/privacy-policy'),
  termsAndConditions: () => import('./routes/public/terms-and-conditions'),
  login: () => import('./routes/public/login'),
  signUp: () => import('./routes/public/sign-up'),
  reset: () => import('./routes/public/reset'),
  confirmEmail: () => import('./routes/public/confirm-email'),
  accessRestore: () => import('./routes/public/access-restore'),
  notFound: () => import('./routes/public/not-found'),
  dashboard: () => import('./routes/user/dashboard'),
  myAccount: () => import('./routes/user/my-account'),
  editAccount: () => import('./routes/user/edit-account'),
  settings: () => import('./routes/user/settings'),
  currentPlan: () => import('./routes/user/current-plan'),
  templates: () => import('./routes/user/templates'),
  template: () => import('./routes/user/template'),
  aiChats: () => import('./routes/user/ai-chats'),
  aiChat: () => import('./routes/user/ai-chat'),
  savedImages: () => import('./routes/user/saved-images'),
  aiImages: () => import('./routes/user/ai-images'),
  aiCode: () => import('./routes/user/ai-code'),
  textToSpeech: () => import('./routes/user/text-to-speech'),
  savedTextToSpeech: () => import('./routes/user/saved-text-to-speech'),
  speechToText: () => import('./routes/user/speech-to-text'),
  savedSpeechToText: () => import('./routes/user/saved-speech-to-text'),
  savedTranscription: () => import('./routes/user/saved-transcription'),
  savedCodes: () => import('./routes/user/saved-codes'),
  savedCode: () => import('./routes/user/saved-code'),
  savedTemplates: () => import('./routes/user/saved-templates'),
  savedTemplate: () => import('./routes/user/saved-template'),
  settingsPlans: () => import('./routes/user/settings-plans'),
  settingsAssistants: () => import('./routes/user/settings-assistants'),
  settingsTemplates: () => import('./routes/user/settings-templates'),
  settingsVoices: () => import('./routes/user/settings-voices'),
  settingsPayments: () => import('./routes/user/settings-payments'),
  settingsAi: () => import('./routes/user/settings-ai'),
  adminOverview: () => import('./routes/user/admin-overview'),
  allOrders: () => import('./routes/user/all-orders'),
  order: () => import('./routes/user/order'),
  createOrder: () => import('./routes/user/create-order'),
  allUsersInfo: () => import('./routes/user/all-users-info'),
  userInfo: () => import('./routes/user/user-info'),
  allUsersEdit: () => import('./routes/user/all-users-edit'),
  userEdit: () => import('./routes/user/user-edit'),
  createUser: () => import('./routes/user/create-user'),
  settingsDate: () => import('./routes/user/settings-date'),
  settingsIp: () => import('./routes/user/settings-ip'),
  auditLog: () => import('./routes/user/audit-log'),
  userSupport: () => import('./routes/user/support'),
  allSupport: () => import('./routes/user/all-support'),
  supportRequest: () => import('./routes/user/support-request'),
  applicationForm: () => import('./routes/application-form'),
  sandboxCheckout: () => import('./routes/checkout/sandbox-checkout'),
};

/** Route code is loaded on first visit. */
const lazyPage = (load: LoadPage) => async () => ({ Component: (await load()).default });

/** A page's path under its layout's path; '' makes it the layout's index route. */
function toChildPath(path: string, layoutPath: string): string {
  if (path === layoutPath) return '';
  if (layoutPath === '/') return path.replace(/^\//, '');
  // Anything else stays absolute, and React Router rejects it if it is not under the layout.
  return path.startsWith(`${layoutPath}/`) ? path.slice(layoutPath.length + 1) : path;
}

/** One page's route, id'd by its key, its title from the table. */
function toPageRoute(key: PageKey, layoutPath?: string): RouteObject {
  const { path, title } = getPage(key);
  const handle: RouteHandle = { title };
  const lazy = lazyPage(pageModules[key]);
  const childPath = layoutPath === undefined ? path : toChildPath(path, layoutPath);
  return childPath ? { id: key, path: childPath, handle, lazy } : { id: key, index: true, handle, lazy };
}

const toPageRoutes = (access: PageAccess, layoutPath: string) =>
  listPages(access).map((key) => toPageRoute(key, layoutPath));

export const routes: RouteObject[] = [
  {
    id: 'public-layout',
    path: pages.home.path,
    Component: PublicLayoutRoute,
    ErrorBoundary: RouteError,
    HydrateFallback,
    // Errors inside a page render within the layout, so the header and footer stay.
    children: [{ ErrorBoundary: RouteError, children: toPageRoutes('public', pages.home.path) }],
  },
  {
    id: 'user-layout',
    path: pages.dashboard.path,
    ErrorBoundary: RouteError,
    HydrateFallback,
    lazy: lazyPage(() => import('./routes/user/layout')),
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          ...toPageRoutes('user', pages.dashboard.path),
          {
            id: 'admin-only',
            lazy: lazyPage(() => import('./routes/user/admin-only')),
            children: toPageRoutes('admin', pages.dashboard.path),
          },
        ],
      },
    ],
  },
  ...listPages('standalone').map((key) => ({
    ...toPageRoute(key),
    ErrorBoundary: RouteError,
    HydrateFallback,
  })),
];

export function createRouter() {
  return createBrowserRouter(routes);
}
