import './lib/zod-config';
import { StrictMode } from 'react';
import { renderToStringAsync } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { allRoutes } from './app/all-routes';
import { setPageQueryClient } from './lib/query-boundary';
import { createQueryClient } from './lib/query-client';

/** The page at `path` as a signed-out visitor first sees it, rendered to HTML at build time. */
export async function prerender(path: string): Promise<string> {
  const handler = createStaticHandler(allRoutes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`prerender: ${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Queries created while rendering have no observer here, so the browser's client would
  // schedule their garbage collection 5 minutes out, and that timer kept the build's process
  // alive for those 5 minutes after the last page. This client never schedules one.
  const queryClient = createQueryClient({ defaultOptions: { queries: { gcTime: Infinity } } });
  setPageQueryClient(queryClient);
  try {
    // Async: a lazy part of the page is awaited and written, not left as its fallback.
    return await renderToStringAsync(
      <StrictMode>
        <AppProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </StrictMode>,
    );
  } finally {
    setPageQueryClient(undefined);
    queryClient.clear();
  }
}
