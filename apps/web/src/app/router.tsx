import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { RouteHandle } from '@/components/layout/document-title';
import HydrateFallback from './routes/hydrate-fallback';
import PublicLayoutRoute from './routes/public/layout';
import RouteError from './routes/route-error';
import type { ComingSoonHandle } from './routes/user/coming-soon';

type RouteModule = { default: ComponentType };

/** Route code is split per page and loaded on first visit. */
const page = (load: () => Promise<RouteModule>) => async () => ({ Component: (await load()).default });
const titled = (title?: string): RouteHandle => ({ title });

const loadComingSoon = page(() => import('./routes/user/coming-soon'));
const soon = (path: string, title: string, comingSoon: string): RouteObject => ({
  path,
  handle: { title, comingSoon } satisfies ComingSoonHandle,
  lazy: loadComingSoon,
});

const TOOLS = 'The AI tools arrive with the generation release.';
const SAVED = 'Your saved creations will be listed here once the AI tools are released.';
const ADMIN = 'The admin panel arrives with the administration release.';

/** Spec §2 user routes owned by later releases: [path, title, what will be there]. */
const userComingSoon: [string, string, string][] = [
  ['ai-chats', 'AI Chats', TOOLS],
  ['ai-chats/:id', 'AI Chat', TOOLS],
  ['ai-code', 'AI Code', TOOLS],
  ['ai-images', 'AI Images', TOOLS],
  ['templates', 'Templates', TOOLS],
  ['templates/:id', 'Template', TOOLS],
  ['speech-to-text', 'Speech to Text', TOOLS],
  ['text-to-speech', 'Text to Speech', TOOLS],
  ['support', 'Support', 'Support requests from your account arrive with the support release.'],
  ['saved/text-to-speech', 'My Text To Speeches', SAVED],
  ['saved/speech-to-text', 'My Speech To Text', SAVED],
  ['saved/speech-to-text/:id', 'Saved transcription', SAVED],
  ['saved/images', 'My Images', SAVED],
  ['saved/templates', 'My Templates', SAVED],
  ['saved/generate-code', 'My Generated Codes', SAVED],
  ['saved/generate-code/:id', 'Saved code', SAVED],
  ['saved/template/:id', 'Saved template', SAVED],
];

/** Spec §2 admin-only routes. */
const adminComingSoon: [string, string, string][] = [
  ['all-orders', 'Orders', ADMIN],
  ['all-orders/:id', 'Order', ADMIN],
  ['create-order', 'Create Order', ADMIN],
  ['all-users-info', 'Users', ADMIN],
  ['all-users-info/:id', 'User', ADMIN],
  ['all-users-edit', 'Edit User Profiles', ADMIN],
  ['all-users-edit/:id', 'Edit User Profile', ADMIN],
  ['create-user', 'Create User', ADMIN],
  ['all-support', 'Support Center', ADMIN],
  ['all-support/:id', 'Support request', ADMIN],
  ['settings-date', 'Date Display settings', ADMIN],
  ['settings-ip', 'IP Address in Users', ADMIN],
];

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
            path: 'reset',
            handle: titled('Reset password'),
            lazy: page(() => import('./routes/public/reset')),
          },
          {
            path: 'confirm-email',
            handle: titled('Confirm email'),
            lazy: page(() => import('./routes/public/confirm-email')),
          },
          {
            path: 'access-restore',
            handle: titled('Restore access'),
            lazy: page(() => import('./routes/public/access-restore')),
          },
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
    path: '/user',
    ErrorBoundary: RouteError,
    HydrateFallback,
    lazy: page(() => import('./routes/user/layout')),
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, handle: titled('Dashboard'), lazy: page(() => import('./routes/user/dashboard')) },
          {
            path: 'my-account',
            handle: titled('My Account'),
            lazy: page(() => import('./routes/user/my-account')),
          },
          {
            path: 'edit-account',
            handle: titled('Edit Account'),
            lazy: page(() => import('./routes/user/edit-account')),
          },
          {
            path: 'settings',
            handle: titled('Settings'),
            lazy: page(() => import('./routes/user/settings')),
          },
          {
            path: 'current-plan',
            handle: titled('Current Plan'),
            lazy: page(() => import('./routes/user/current-plan')),
          },
          ...userComingSoon.map(([path, title, comingSoon]) => soon(path, title, comingSoon)),
          {
            lazy: page(() => import('./routes/user/admin-only')),
            children: [
              ...adminComingSoon.map(([path, title, comingSoon]) => soon(path, title, comingSoon)),
              {
                path: 'settings-payments',
                handle: titled('Payment Settings'),
                lazy: page(() => import('./routes/user/settings-payments')),
              },
            ],
          },
        ],
      },
    ],
  },
  {
    path: '/checkout/sandbox/:orderId',
    handle: titled('Sandbox checkout'),
    ErrorBoundary: RouteError,
    HydrateFallback,
    lazy: page(() => import('./routes/checkout/sandbox-checkout')),
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
