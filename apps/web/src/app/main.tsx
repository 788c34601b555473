import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './providers';
import { AppRoutes, preloadRoute } from './routes';
import '../styles.css';

// zod (in the lazily loaded forms) must not probe for `new Function` while it builds its schemas:
// the Content-Security-Policy (script-src 'self') blocks it and the browser reports a CSP issue on
// every page with a form. zod reads this global config; set here, it costs no zod in the entry.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

// The first page's module is loaded before the first render (as the data router did): no spinner
// first, and a page pre-rendered at build time (scripts/prerender.mjs) is hydrated in one pass, its
// HTML on screen meanwhile. A module that fails to load is tried again by the render, which then
// shows RouteError.
void preloadRoute(window.location.pathname)
  .catch(() => undefined)
  .then(() => {
    // hydrating as a transition lets React yield to the browser every few milliseconds instead of
    // holding the main thread for the whole page (Total Blocking Time on slow phones)
    if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
    else createRoot(root).render(app);
  });
