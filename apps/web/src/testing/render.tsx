import { render, type RenderResult } from '@testing-library/preact';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';
import { QueryBoundary, setPageQueryClient } from '@/lib/query-boundary';

interface RenderOptions {
  /** The starting URL. */
  route?: string;
  /** Extra routes, e.g. `/login`, to assert where a component navigates. */
  routes?: RouteObject[];
}

/** Renders UI inside the app's providers and a memory router; no query retries. */
export function renderWithProviders(ui: ReactElement, { route = '/', routes = [] }: RenderOptions = {}) {
  const queryClient = createQueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '*', element: ui }, ...routes], { initialEntries: [route] });
  setPageQueryClient(queryClient);
  const result: RenderResult = render(
    <AppProvider>
      <QueryBoundary>
        <RouterProvider router={router} />
      </QueryBoundary>
    </AppProvider>,
  );
  return { ...result, router, queryClient };
}
