import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { QUERY_GC_TIME_MS, QUERY_RETRY } from '@inkwell/contract';
import { httpStatus } from './http-status';

/**
 * Queries and mutations retry 3 times. A 4xx answer will not change on a retry (a validation
 * error, a missing page), so those fail at once instead of after ~7 seconds.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = httpStatus(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < QUERY_RETRY;
}

export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: {
        retry: shouldRetryQuery,
        gcTime: QUERY_GC_TIME_MS,
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        ...config.defaultOptions?.queries,
      },
      mutations: { retry: shouldRetryQuery, ...config.defaultOptions?.mutations },
    },
  });
}
