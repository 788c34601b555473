import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/spinner';
import { RouteError } from './route-error';

interface BoundaryProps {
  /** A new value (the next page) clears a shown error, as react-router's errorElement did. */
  resetKey: string;
  children: ReactNode;
}

class ErrorBoundary extends Component<BoundaryProps, { error: unknown; resetKey: string }> {
  override state = { error: undefined as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { error: undefined, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}

/**
 * Where pages appear: a spinner while a page's module loads (first visit only: later navigations
 * are transitions and keep the old page until the new one is ready), and RouteError when it fails
 * to load or render. The header, footer and staff sidebar around it stay usable.
 */
export function RouteBoundary({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageSpinner />}>{children ?? <Outlet />}</Suspense>
    </ErrorBoundary>
  );
}
