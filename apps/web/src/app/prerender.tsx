import { StrictMode, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { careersKey, type CareersSearch } from '../api/careers-list';
import { TEAM_KEY } from '../api/team-public';
import { readCareersSearch } from '../features/careers/careers-search';
import { forgetFetched, keepFetched } from '../hooks/use-fetched';
import { prerenderedHead } from '../hooks/use-page-title';
import { setPageData, type PageData } from '../lib/page-data';
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
  await preloadRoute(url.split('?', 1)[0]!);
  return render(url, app(url));
}

/**
 * At request time (apps/server/src/web-pages.ts, issue 17): /careers and /jobs/{id} with their data,
 * /about and /profile{n} with the team (issue 41).
 * The data is the page's for this one synchronous render, then forgotten, so requests never share it;
 * the server writes the same data into the HTML (lib/page-data.ts) for the browser's hydration.
 * `preloadRoute(path)` must have been awaited once before (the page's module is then loaded).
 */
export function renderWithData(url: string, data: PageData): RenderedPage {
  setPageData(data);
  forgetFetched();
  if (data.careers) keepFetched(data.careers.key, data.careers.page);
  if (data.team) keepFetched(TEAM_KEY, data.team);
  try {
    return render(url, app(url));
  } finally {
    setPageData({});
    forgetFetched();
  }
}

export { preloadRoute };
/** The server sets the agency's time zone (TIME_ZONE) before rendering: the pages' dates are in it (issue 41). */
export { setAgencyTimeZone as setTimeZone } from '../lib/dates';

/** The careers search a URL asks for, and its key, exactly as the page reads them (careers-search.ts). */
export function careersSearchOf(url: string): { search: CareersSearch; key: string } {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  const search = readCareersSearch(new URLSearchParams(query));
  return { search, key: careersKey(search) };
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
