import { StrictMode, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { prerenderedHead } from '../hooks/use-page-title';
import { HomeIsland } from './home-island';
import { AppProviders } from './providers';
import { AppRoutes, preloadRoute } from './routes';

export { routePatterns } from './routes';

const app = (url: string) => (
  <StrictMode>
    <AppProviders>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>
  </StrictMode>
);

/**
 * Build-time only (scripts/prerender.mjs bundles this file for Node): the HTML of one public page as
 * the browser's first render will produce it, so main.tsx can hydrate it. Nothing that changes is in
 * it: no session (the check runs in an effect), no server data (react-query renders its loading
 * state), no clock.
 *
 * The page's modules are loaded first (as main.tsx does before hydrating), so a plain renderToString
 * gives the whole page inline: no Suspense boundary is left for inline <script>s to fill in, which
 * the Content-Security-Policy would block.
 */
export async function renderPage(url: string): Promise<RenderedPage> {
  await preloadRoute(url);
  return render(url, app(url));
}

/**
 * `/`: the home page's island (home-island.tsx), the very tree home-main.tsx hydrates: no router, plain
 * links (docs/decisions.md 41). Written into the HTML of the home entry (home.html).
 */
export function renderHome(): RenderedPage {
  return render(
    '/',
    <StrictMode>
      <HomeIsland />
    </StrictMode>,
  );
}

interface RenderedPage {
  html: string;
  title?: string;
  description?: string;
}

function render(url: string, element: ReactElement): RenderedPage {
  delete prerenderedHead.title;
  delete prerenderedHead.description;
  const html = renderToString(element);
  if (/<!--\$[!?]|<template|<script/.test(html)) throw new Error(`prerender ${url}: a part of the page did not render on the server`);
  return { html, ...prerenderedHead };
}
