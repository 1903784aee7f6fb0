import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api/errors';

export const QUERY_STALE_TIME_MS = 30_000;
export const QUERY_MAX_RETRIES = 2;

/**
 * A client error (4xx) will fail the same way again, so it is not retried; network
 * failures and server errors are retried twice.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500) {
    return false;
  }
  return failureCount < QUERY_MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        staleTime: QUERY_STALE_TIME_MS,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
