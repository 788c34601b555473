import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { COMPANY_NAME, DEFAULT_TIME_ZONE, FORM_PAGE_HEADS } from '@talentra/contract';
import { descriptionOf, siteImage, titleOf, withHead, withTimeZone } from './modules/site/head.js';

/** One HTML page of the built web app, with its compressed forms made once at start. */
export interface WebPage {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

export type PageEncoding = 'br' | 'gzip' | 'identity';

function webPage(html: Buffer | string): WebPage {
  const identity = Buffer.from(html);
  return {
    identity,
    gzip: zlib.gzipSync(identity, { level: 9 }),
    br: zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  };
}

/** Path as the pre-render map keys it: no query, no trailing slash, lower case (routes are case-insensitive). */
export function pageKey(url: string): string {
  return decodedPath(url).replace(/\/+$/, '').toLowerCase() || '/';
}

function decodedPath(url: string): string {
  const pathname = url.split(/[?#]/, 1)[0] ?? '/';
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * Staff pages stay out of search results. The sign-in pages are only left out of the sitemap
 * (UNLISTED_PAGES): /login is held to Lighthouse SEO 100, which counts a noindex as not crawlable.
 */
const NOT_INDEXED = /^\/(admindashboard|businessdashboard|hrteamdashboard)(\/|$)/i;
const isUnlisted = (path: string) => NOT_INDEXED.test(path);

/** /refer/{id} pages kept with their head (each has its own canonical address); the oldest go first. */
const MAX_REFER_PAGES = 100;
const REFER_PATH = /^\/refer\/([1-9][0-9]{0,9})$/;

/**
 * index.html (the SPA shell) and the pages pre-rendered at build time: dist/prerender/pages.json maps
 * a path, or a pattern starting with ^, to its HTML file (apps/web/scripts/prerender.mjs). A
 * pre-rendered page gets its head tags here, once (issue 17): canonical address from PUBLIC_URL,
 * Open Graph and Twitter card, robots. A URL with a query string, or a path without a page, gets
 * index.html: the page is then rendered in the browser. Every page names the agency's time zone
 * (`timeZone`, TIME_ZONE), in which the web app shows dates (issue 41).
 */
export function loadWebPages(dist: string, publicUrl: string, timeZone: string = DEFAULT_TIME_ZONE) {
  const read = (file: string) => withTimeZone(fs.readFileSync(file, 'utf8'), timeZone);
  const indexHtml = read(path.join(dist, 'index.html'));
  const index = webPage(indexHtml);
  const known = loadRoutePatterns(dist);
  const pages = new Map<string, WebPage>();
  const patterns: Array<{ pattern: RegExp; page: WebPage }> = [];
  const mapFile = path.join(dist, 'prerender', 'pages.json');
  /** The path in its canonical letter case: the route's own spelling of each fixed segment. */
  const canonicalPath = (url: string): string | null => {
    const requested = decodedPath(url).replace(/\/+$/, '') || '/';
    if (!known) return requested;
    const route = known.routes.find((r) => r.pattern.test(requested.toLowerCase()));
    if (!route) return null;
    const parts = requested.split('/');
    return route.path
      .split('/')
      .map((segment, i) => (segment.startsWith(':') ? (parts[i] ?? '') : segment))
      .join('/');
  };
  const headed = (html: string, route: string) =>
    withHead(html, {
      title: titleOf(html),
      description: descriptionOf(html),
      canonical: `${publicUrl}${route === '/' ? '/' : route}`,
      noindex: isUnlisted(route),
      image: siteImage(publicUrl),
    });
  if (fs.existsSync(mapFile)) {
    const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as Record<string, string>;
    for (const [route, file] of Object.entries(map)) {
      const html = read(path.join(dist, 'prerender', file));
      if (route.startsWith('^')) patterns.push({ pattern: new RegExp(route, 'i'), page: webPage(html) });
      else pages.set(pageKey(route), webPage(headed(html, canonicalPath(route) ?? route)));
    }
  }
  // the job seeker's form pages are rendered in the browser; the shell they get carries their own
  // title, description and robots (issue 41; contract FORM_PAGE_HEADS), whatever the query
  // the form's shell preloads its page's chunks (scripts/prerender.mjs); index.html in an older build
  const shellOf = (file: string) => (fs.existsSync(path.join(dist, 'prerender', file)) ? read(path.join(dist, 'prerender', file)) : indexHtml);
  const applyShell = shellOf('candidateform.shell.html');
  const referShell = shellOf('refer.shell.html');
  const formPage = (shell: string, head: { title: string; description: string; noindex: boolean }, route: string) =>
    webPage(
      withHead(shell, {
        title: `${head.title} | ${COMPANY_NAME}`,
        description: head.description,
        canonical: `${publicUrl}${route}`,
        noindex: head.noindex,
        image: siteImage(publicUrl),
      }),
    );
  const applyPage = formPage(applyShell, FORM_PAGE_HEADS.apply, FORM_PAGE_HEADS.apply.path);
  const referPages = new Map<string, WebPage>();
  const referPage = (id: string): WebPage => {
    let page = referPages.get(id);
    if (!page) {
      page = formPage(referShell, FORM_PAGE_HEADS.refer, `/refer/${id}`);
      referPages.set(id, page);
      if (referPages.size > MAX_REFER_PAGES) referPages.delete(referPages.keys().next().value!);
    }
    return page;
  };
  const notFoundHtml = known ? read(path.join(dist, 'prerender', known.notFound)) : indexHtml;
  return {
    /** Does the app have a page for this path? (Every path, for a build without routes.json.) */
    isKnownPath: (url: string) => canonicalPath(url) !== null,
    /** The path in its canonical case (null: no page); a request for another spelling is redirected. */
    canonicalPath,
    /** The page sent with status 404: the app's not-found page, pre-rendered, kept out of search results. */
    notFound: webPage(
      withHead(notFoundHtml, {
        title: titleOf(notFoundHtml),
        description: descriptionOf(notFoundHtml),
        canonical: `${publicUrl}/`,
        noindex: true,
        image: siteImage(publicUrl),
      }),
    ),
    pageFor(url: string): WebPage {
      const key = pageKey(url);
      if (key === FORM_PAGE_HEADS.apply.path) return applyPage;
      const referId = REFER_PATH.exec(key)?.[1];
      if (referId !== undefined) return referPage(referId);
      if (url.includes('?')) return index;
      return pages.get(key) ?? patterns.find(({ pattern }) => pattern.test(key))?.page ?? index;
    },
  };
}

/**
 * dist/prerender/routes.json (scripts/prerender.mjs): the app's route paths, `:param` matching one
 * segment, case-insensitive as the router matches them; and the not-found page's file.
 */
function loadRoutePatterns(dist: string): { routes: Array<{ path: string; pattern: RegExp }>; notFound: string } | null {
  const file = path.join(dist, 'prerender', 'routes.json');
  if (!fs.existsSync(file)) return null;
  const { routes, notFound } = JSON.parse(fs.readFileSync(file, 'utf8')) as { routes: string[]; notFound: string };
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return {
    routes: routes.map((route) => ({
      path: route,
      pattern: new RegExp(
        `^${route
          .split('/')
          .map((segment) => (segment.startsWith(':') ? '[^/]+' : escape(segment.toLowerCase())))
          .join('/')}$`,
      ),
    })),
    notFound,
  };
}

/** The best encoding the client accepts (brotli, then gzip). */
export function pageEncoding(acceptEncoding: string | string[] | undefined): PageEncoding {
  const accepted = (Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '')).toLowerCase();
  const allows = (name: string) => accepted.split(',').some((part) => part.trim().split(';')[0] === name && !/;\s*q=0(\.0*)?\s*$/.test(part));
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}
