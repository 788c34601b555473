import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers';
import { setQueryClient } from '../lib/query-client';

/**
 * Renders routes in memory with the real providers (session, query cache). The test's client is
 * also the shared one, so pages wrapped by routes.tsx (QueryProvider) and bare pages use the same.
 */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = setQueryClient(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </QueryClientProvider>,
  );
  return { router, queryClient, ...view };
}
