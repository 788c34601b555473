import { useMemo, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation, useNavigate, useParams, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers';
import { LocationSourceProvider, type LocationSource } from '../lib/location';
import { setQueryClient } from '../lib/query-client';

/**
 * The public pages read their location from lib/location.tsx (the window's, in their islands); in a
 * test they read react-router's memory router, so a test drives and inspects navigation through it.
 */
function RouterLocation({ children }: { children: ReactNode }) {
  const location = useLocation();
  const params = useParams();
  const navigate = useNavigate();
  const source = useMemo<LocationSource>(
    () => ({
      location: { pathname: location.pathname, search: location.search, hash: location.hash, state: location.state as unknown },
      params,
      setSearch: (search, options) => void navigate({ search }, options),
      navigate: (to, options) => void navigate(to, options),
    }),
    [location, params, navigate],
  );
  return <LocationSourceProvider source={source}>{children}</LocationSourceProvider>;
}

const withRouterLocation = (routes: RouteObject[]): RouteObject[] =>
  routes.map((route) => ({
    ...route,
    ...(route.element ? { element: <RouterLocation>{route.element}</RouterLocation> } : {}),
    ...(route.children ? { children: withRouterLocation(route.children) } : {}),
  })) as RouteObject[];

/**
 * Renders routes in memory with the real providers (session, query cache). The test's client is
 * also the shared one, so pages wrapped by routes.tsx (QueryProvider) and bare pages use the same.
 */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(withRouterLocation(routes), { initialEntries: [path] });
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
