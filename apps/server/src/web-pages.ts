import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** One HTML page of the built web app, with its compressed forms made once at start. */
export interface WebPage {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

export type PageEncoding = 'br' | 'gzip' | 'identity';

function webPage(html: Buffer): WebPage {
  return {
    identity: html,
    gzip: zlib.gzipSync(html, { level: 9 }),
    br: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  };
}

/** Path as the pre-render map keys it: no query, no trailing slash, lower case (routes are case-insensitive). */
export function pageKey(url: string): string {
  const pathname = url.split(/[?#]/, 1)[0] ?? '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = pathname;
  }
  return decoded.replace(/\/+$/, '').toLowerCase() || '/';
}

/**
 * index.html (the SPA shell) and the pages pre-rendered at build time: dist/prerender/pages.json maps
 * a path, or a pattern starting with ^, to its HTML file (apps/web/scripts/prerender.mjs). A URL with
 * a query string, or a path without a page, gets index.html: the page is then rendered in the browser.
 */
export function loadWebPages(dist: string) {
  const index = webPage(fs.readFileSync(path.join(dist, 'index.html')));
  const known = loadRoutePatterns(dist);
  const pages = new Map<string, WebPage>();
  const patterns: Array<{ pattern: RegExp; page: WebPage }> = [];
  const mapFile = path.join(dist, 'prerender', 'pages.json');
  if (fs.existsSync(mapFile)) {
    const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as Record<string, string>;
    for (const [route, file] of Object.entries(map)) {
      const page = webPage(fs.readFileSync(path.join(dist, 'prerender', file)));
      if (route.startsWith('^')) patterns.push({ pattern: new RegExp(route, 'i'), page });
      else pages.set(pageKey(route), page);
    }
  }
  return {
    /** Does the app have a page for this path? (Every path, for a build without routes.json.) */
    isKnownPath: (url: string) => !known || known.patterns.some((pattern) => pattern.test(pageKey(url))),
    /** The page sent with status 404: the app's not-found page, pre-rendered. */
    notFound: known?.notFound ?? index,
    pageFor(url: string): WebPage {
      if (url.includes('?')) return index;
      const key = pageKey(url);
      return pages.get(key) ?? patterns.find(({ pattern }) => pattern.test(key))?.page ?? index;
    },
  };
}

/**
 * dist/prerender/routes.json (scripts/prerender.mjs): the app's route paths, `:param` matching one
 * segment, case-insensitive as the router matches them; and the not-found page's file.
 */
function loadRoutePatterns(dist: string): { patterns: RegExp[]; notFound: WebPage } | null {
  const file = path.join(dist, 'prerender', 'routes.json');
  if (!fs.existsSync(file)) return null;
  const { routes, notFound } = JSON.parse(fs.readFileSync(file, 'utf8')) as { routes: string[]; notFound: string };
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const patterns = routes.map(
    (route) =>
      new RegExp(
        `^${route
          .split('/')
          .map((segment) => (segment.startsWith(':') ? '[^/]+' : escape(segment.toLowerCase())))
          .join('/')}$`,
        'i',
      ),
  );
  return { patterns, notFound: webPage(fs.readFileSync(path.join(dist, 'prerender', notFound))) };
}

/** The best encoding the client accepts (brotli, then gzip). */
export function pageEncoding(acceptEncoding: string | string[] | undefined): PageEncoding {
  const accepted = (Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '')).toLowerCase();
  const allows = (name: string) => accepted.split(',').some((part) => part.trim().split(';')[0] === name && !/;\s*q=0(\.0*)?\s*$/.test(part));
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}
