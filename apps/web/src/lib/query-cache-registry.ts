/**
 * Lets the session forget every cached server answer without loading TanStack Query: the query
 * client is created by the first page that needs it (app/query-provider.tsx), so public pages that
 * never ask the API keep react-query out of their first load. Until then there is nothing to clear.
 */
let clearCache: (() => void) | null = null;

export function registerQueryCache(clear: () => void): void {
  clearCache = clear;
}

/** Drops all cached queries and mutations, if a query client exists yet. */
export function clearQueryCache(): void {
  clearCache?.();
}
