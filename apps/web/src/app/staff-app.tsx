import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './providers';
import { AppRoutes, preloadRoute } from './routes';

/**
 * The staff portal: the routed app (routes.tsx) with the session. main.tsx loads it for the staff
 * paths only, so no public page loads react-router.
 */
export function startStaffApp(root: HTMLElement) {
  // A staff page restored from the back-forward cache would show what it showed before a sign-out
  // (the sign-in page is a page load of its own): start it again, so the guard asks the server.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) window.location.reload();
  });
  const app = (
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  // The first page's module is loaded before the first render: no spinner first. A module that
  // fails to load is tried again by the render, which then shows RouteError. Staff pages are never
  // pre-rendered (a path below a dashboard without a page comes with the not-found page's HTML,
  // which this render replaces).
  void preloadRoute(window.location.pathname)
    .catch(() => undefined)
    .then(() => createRoot(root).render(app));
}
