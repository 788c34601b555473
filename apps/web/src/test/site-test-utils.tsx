import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { RouterLinks } from '../app/router-links';

/** Renders a site piece with a fresh query cache and a router (for links, react-router's as in the app). */
export function renderSite(ui: ReactElement, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <RouterLinks>{ui}</RouterLinks>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Makes `prefers-reduced-motion: reduce` match (jsdom has no matchMedia of its own). */
export function preferReducedMotion(reduce = true) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion: reduce'),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
