import { render } from '@testing-library/preact';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { appRoot, discoverRoutes } from '@/app/router';
import { setPageQueryClient } from '@/lib/query-boundary';
import { createQueryClient } from '@/lib/query-client';

/** The whole app (its routes discovered as in the browser, lazy pages) at a URL, with no query retries. */
export function renderApp(url: string) {
  const queryClient = createQueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([appRoot([])], {
    initialEntries: [url],
    patchRoutesOnNavigation: discoverRoutes,
  });
  // The app's own boundaries hand this client out (lib/query-boundary.tsx).
  setPageQueryClient(queryClient);
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router };
}
