import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { reloadOnOtherPath } from '../lib/location';
import { loadPublicPage, PublicApp } from './public-app';
import { isStaffPath } from './public-pages';
import '../styles.css';

// zod (in the lazily loaded forms) must not probe for `new Function` while it builds its schemas:
// the Content-Security-Policy (script-src 'self') blocks it and the browser reports a CSP issue on
// every page with a form. zod reads this global config; set here, it costs no zod in the entry.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * One entry for the whole site. A public page is an island (decision 214): its own module
 * (preloaded by its HTML) in the public frame, no react-router, no query cache; every path that is
 * no staff page is one (the not-found page at least). The staff portal is the routed app, loaded
 * on demand (staff-app.tsx).
 */
const { pathname, search, hash } = window.location;
if (isStaffPath(pathname)) {
  void import('./staff-app').then(({ startStaffApp }) => startStaffApp(root));
} else {
  reloadOnOtherPath(pathname);
  // the page's module is loaded before the first render: no spinner first, and a pre-rendered page
  // is hydrated in one pass, its HTML on screen meanwhile
  void loadPublicPage(pathname).then((loaded) => {
    const app = <PublicApp loaded={loaded} url={`${pathname}${search}${hash}`} />;
    // hydrating as a transition lets React yield to the browser every few milliseconds instead of
    // holding the main thread for the whole page (Total Blocking Time on slow phones)
    if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
    else createRoot(root).render(app);
  });
}
