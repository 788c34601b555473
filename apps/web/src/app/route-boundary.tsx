import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/spinner';
import { PageErrorBoundary } from './error-boundary';

/**
 * Where staff pages appear: a spinner while a page's module loads (first visit only: later navigations
 * are transitions and keep the old page until the new one is ready), and RouteError when it fails
 * to load or render. The staff sidebar around it stays usable.
 */
export function RouteBoundary({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageSpinner />}>{children ?? <Outlet />}</Suspense>
    </PageErrorBoundary>
  );
}
