import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client';
import { registerSessionQueryClient } from './session';

let pageClient: QueryClient | undefined;

/** The page load's one query client, made when the first part that queries is drawn. */
function pageQueryClient(): QueryClient {
  if (!pageClient) {
    pageClient = createQueryClient();
    registerSessionQueryClient(pageClient);
  }
  return pageClient;
}

/**
 * Makes `client` the page's query client, in the tests (no retries) and the prerender (no
 * garbage-collection timers); `undefined` lets the next boundary make one as the browser does.
 */
export function setPageQueryClient(client: QueryClient | undefined): void {
  pageClient = client;
  registerSessionQueryClient(client ?? null);
}

/**
 * Where queries may be used: the signed-in area's layout, and each part loaded with
 * `withQueries`. Every boundary hands out the same client, so a cached answer is one answer
 * wherever it is read.
 */
export function QueryBoundary({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={pageQueryClient()}>{children}</QueryClientProvider>;
}
