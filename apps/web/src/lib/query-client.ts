import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-client';
import { registerQueryCache } from './query-cache-registry';

/** Retry only what may succeed next time: network failures and server errors, once. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

let shared: QueryClient | null = null;

/** The one query cache of the app, shared by every page that uses it; created on first use. */
export function getQueryClient(): QueryClient {
  return shared ?? setQueryClient(createQueryClient());
}

/** Makes `client` the shared cache (tests pass their own, without retries). */
export function setQueryClient(client: QueryClient): QueryClient {
  shared = client;
  registerQueryCache(() => client.clear());
  return client;
}
