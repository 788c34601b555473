import { renderToString } from 'react-dom/server';
import { careersKey, type CareersSearch } from '../api/careers-list';
import { TEAM_KEY } from '../api/team-public';
import { readCareersSearch } from '../features/careers/careers-search';
import { forgetFetched, keepFetched } from '../hooks/use-fetched';
import { prerenderedHead } from '../hooks/use-page-title';
import { setPageData, type PageData } from '../lib/page-data';
import { loadPublicPage, PublicApp, type LoadedPublicPage } from './public-app';
import { matchPublicPage, PUBLIC_PAGES, type PublicPage } from './public-pages';
import { staffRoutePatterns } from './routes';

/**
 * Build-time only (scripts/prerender.mjs bundles this file for Node): the HTML of one public page as
 * the browser's first render will produce it, so main.tsx can hydrate it. Nothing that changes is in
 * it: no session (the check runs in an effect), no server data (a page with data renders its loading
 * state), no clock.
 *
 * The page's module is loaded first (as main.tsx does before hydrating), so a plain renderToString
 * gives the whole page inline: no Suspense boundary is left for inline <script>s to fill in, which
 * the Content-Security-Policy would block.
 */
export async function renderPage(url: string): Promise<RenderedPage> {
  return render(url, await loadPublicPage(pathOf(url)));
}

/** The pages' modules, loaded once: the server's renders (renderWithData) are synchronous. */
const loadedPages = new Map<PublicPage, LoadedPublicPage>();

/** Loads the module of the public page a path shows (once, before renderWithData renders it). */
export async function preloadRoute(pathname: string): Promise<void> {
  const loaded = await loadPublicPage(pathname);
  loadedPages.set(loaded.page, loaded);
}

/**
 * At request time (apps/server/src/web-pages.ts, issue 17): /careers and /jobs/{id} with their data,
 * /about and /profile{n} with the team (issue 41).
 * The data is the page's for this one synchronous render, then forgotten, so requests never share it;
 * the server writes the same data into the HTML (lib/page-data.ts) for the browser's hydration.
 * `preloadRoute(path)` must have been awaited once before (the page's module is then loaded): for
 * a job page, any /jobs/{id} does.
 */
export function renderWithData(url: string, data: PageData): RenderedPage {
  const match = matchPublicPage(pathOf(url));
  const loaded = match && loadedPages.get(match.page);
  if (!loaded) throw new Error(`renderWithData ${url}: its page was not preloaded`);
  setPageData(data);
  forgetFetched();
  if (data.careers) keepFetched(data.careers.key, data.careers.page);
  if (data.team) keepFetched(TEAM_KEY, data.team);
  try {
    return render(url, { ...loaded, params: match.params });
  } finally {
    setPageData({});
    forgetFetched();
  }
}

/** The server sets the agency's time zone (TIME_ZONE) before rendering: the pages' dates are in it (issue 41). */
export { setAgencyTimeZone as setTimeZone } from '../lib/dates';

/** The careers search a URL asks for, and its key, exactly as the page reads them (careers-search.ts). */
export function careersSearchOf(url: string): { search: CareersSearch; key: string } {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  const search = readCareersSearch(new URLSearchParams(query));
  return { search, key: careersKey(search) };
}

/**
 * Every path the app has a page for, as a pattern (`:param` matches one segment), for the server:
 * any other path answers HTTP 404 with the not-found page (scripts/prerender.mjs writes these to
 * dist/prerender/routes.json; apps/server/src/web-pages.ts reads them).
 */
export function routePatterns(): string[] {
  return [...new Set([...PUBLIC_PAGES.map((page) => page.path), ...staffRoutePatterns()])];
}

interface RenderedPage {
  html: string;
  title?: string;
  description?: string;
}

const pathOf = (url: string) => url.split(/[?#]/, 1)[0]!;

function render(url: string, loaded: LoadedPublicPage): RenderedPage {
  delete prerenderedHead.title;
  delete prerenderedHead.description;
  const html = renderToString(<PublicApp loaded={loaded} url={url} />);
  if (/<!--\$[!?]|<template|<script/.test(html)) throw new Error(`prerender ${url}: a part of the page did not render on the server`);
  return { html, ...prerenderedHead };
}
