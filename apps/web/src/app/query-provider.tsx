import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { getQueryClient } from '../lib/query-client';

/**
 * The server-state cache for the pages that use it. It is not at the root of the app: routes.tsx
 * wraps only the pages (and the staff frame) that ask the API in it, so the home page and the other
 * static pages load no react-query code (issue 9, first-load budget). All of them share one client.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
