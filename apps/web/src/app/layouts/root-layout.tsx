import { RouteBoundary } from '../route-boundary';
import { ScrollToTop } from '../scroll-to-top';

/** Wraps every route, public and staff alike. */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <RouteBoundary />
    </>
  );
}
