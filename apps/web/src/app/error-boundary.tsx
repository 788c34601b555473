import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteError } from './route-error';

interface BoundaryProps {
  /** A new value (the next page) clears a shown error, as react-router's errorElement did. */
  resetKey: string;
  children: ReactNode;
}

/** RouteError in place of a page that fails to load or render; the frame around it stays usable. */
export class PageErrorBoundary extends Component<BoundaryProps, { error: unknown; resetKey: string }> {
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
