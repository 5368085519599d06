import type { RouteObject } from 'react-router';
import { pages } from '@/config/pages';
import RouteError from '../route-error';
import UserLayoutRoute from './layout';
import { lazyPage, toPageRoutes, type AreaPageKey, type LoadPage } from '../../router';

/** The code of the signed-in area's pages, the admins' included (Vite needs literal import()s). */
export const userPageModules: Record<AreaPageKey<'user' | 'admin'>, LoadPage> = {
  dashboard: () => import('./dashboard'),
  myAccount: () => import('./my-account'),
  editAccount: () => import('./edit-account'),
  settings: () => import('./settings'),
  currentPlan: () => import('./current-plan'),
  templates: () => import('./templates'),
  template: () => import('./template'),
  aiChats: () => import('./ai-chats'),
  aiChat: () => import('./ai-chat'),
  savedImages: () => import('./saved-images'),
  aiImages: () => import('./ai-images'),
  aiCode: () => import('./ai-code'),
  textToSpeech: () => import('./text-to-speech'),
  savedTextToSpeech: () => import('./saved-text-to-speech'),
  speechToText: () => import('./speech-to-text'),
  savedSpeechToText: () => import('./saved-speech-to-text'),
  savedTranscription: () => import('./saved-transcription'),
  savedCodes: () => import('./saved-codes'),
  savedCode: () => import('./saved-code'),
  savedTemplates: () => import('./saved-templates'),
  savedTemplate: () => import('./saved-template'),
  userSupport: () => import('./support'),
  settingsPlans: () => import('../admin/settings-plans'),
  settingsAssistants: () => import('../admin/settings-assistants'),
  settingsTemplates: () => import('../admin/settings-templates'),
  settingsVoices: () => import('../admin/settings-voices'),
  settingsPayments: () => import('../admin/settings-payments'),
  settingsAi: () => import('../admin/settings-ai'),
  adminOverview: () => import('../admin/admin-overview'),
  allOrders: () => import('../admin/all-orders'),
  order: () => import('../admin/order'),
  createOrder: () => import('../admin/create-order'),
  allUsersInfo: () => import('../admin/all-users-info'),
  userInfo: () => import('../admin/user-info'),
  allUsersEdit: () => import('../admin/all-users-edit'),
  userEdit: () => import('../admin/user-edit'),
  createUser: () => import('../admin/create-user'),
  settingsDate: () => import('../admin/settings-date'),
  settingsIp: () => import('../admin/settings-ip'),
  auditLog: () => import('../admin/audit-log'),
  allSupport: () => import('../admin/all-support'),
  supportRequest: () => import('../admin/support-request'),
};

/** The signed-in area's pages, the admins' behind their guard. */
const userPageRoutes: RouteObject[] = [
  ...toPageRoutes('user', pages.dashboard.path, userPageModules),
  {
    id: 'admin-only',
    lazy: lazyPage(() => import('../admin/admin-only')),
    children: toPageRoutes('admin', pages.dashboard.path, userPageModules),
  },
];

/**
 * The signed-in area's layout around its pages, with this table: every path under /user needs
 * both, so they come in one file.
 */
export const userLayout: RouteObject = {
  id: 'user-layout',
  path: pages.dashboard.path,
  Component: UserLayoutRoute,
  children: [{ ErrorBoundary: RouteError, children: userPageRoutes }],
};
