import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_TIME_ZONE } from '@talentra/contract';
import { withTimeZone } from './head.js';

/** The careers search of a URL, as the web app reads it (features/careers/careers-search.ts). */
export interface CareersSearch {
  page: number;
  q: string;
  location: string;
  industry: string;
  /** Issue 46 ('' when not set; the band is one of EXPERIENCE_BANDS). */
  work_mode: string;
  experience: string;
}

interface Rendered {
  html: string;
  title?: string;
  description?: string;
}

/** What the web build's server bundle exports (apps/web/src/app/prerender.tsx). */
interface RenderModule {
  /** The agency's time zone for the dates the pages show (older builds have none). */
  setTimeZone?(timeZone: string): void;
  preloadRoute(pathname: string): Promise<void>;
  renderWithData(url: string, data: unknown): Rendered;
  careersSearchOf(url: string): { search: CareersSearch; key: string };
}

export interface PageRenderer {
  careersSearchOf(url: string): { search: CareersSearch; key: string };
  /** The page's whole HTML, its data written in for the browser's hydration, and its head from the render. */
  render(template: 'careers' | 'job' | 'about' | 'profile', url: string, data: unknown): Rendered;
  /** Whether the build has this page's template (a build from before issue 41 has no 'about' or 'profile'). */
  has(template: string): boolean;
}

/**
 * The web app's server renderer (issue 17): dist/prerender/ssr.json names the bundle the web build
 * keeps (dist/server/prerender.js) and the page templates (the pre-rendered page with an empty root).
 * null when the build has none (an API-only server, or a test's miniature build).
 */
export async function loadPageRenderer(dist: string, timeZone: string = DEFAULT_TIME_ZONE): Promise<PageRenderer | null> {
  const file = path.join(dist, 'prerender', 'ssr.json');
  if (!fs.existsSync(file)) return null;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { render: string; templates: Record<string, string> };
  const module = (await import(pathToFileURL(path.resolve(dist, 'prerender', manifest.render)).href)) as RenderModule;
  // the dates are rendered in the agency's zone, as the browser shows them after hydration (issue 41)
  module.setTimeZone?.(timeZone);
  // the pages' modules are loaded once here; every render after that is synchronous
  // each of /profile1 to /profile8 is its own route (its own lazy page): every one is loaded
  const profiles = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `/profile${n}`);
  await Promise.all(['/careers', '/jobs/1', '/about', ...profiles].map((p) => module.preloadRoute(p)));
  const templates = new Map<string, string>();
  for (const [name, templateFile] of Object.entries(manifest.templates)) {
    const html = withTimeZone(fs.readFileSync(path.join(dist, 'prerender', templateFile), 'utf8'), timeZone);
    if (!html.includes('<div id="root"><!--app-html--></div>')) throw new Error(`${templateFile}: no <div id="root"><!--app-html--></div>`);
    templates.set(name, html);
  }
  return {
    careersSearchOf: (url) => module.careersSearchOf(url),
    has: (template) => templates.has(template),
    render(template, url, data) {
      const shell = templates.get(template);
      if (!shell) throw new Error(`no template ${template}`);
      const rendered = module.renderWithData(url, data);
      // the data travels with the page (lib/page-data.ts); '<' escaped so no text can end the element
      const json = JSON.stringify(data)
        .replace(/</g, '\\u003c')
        .replace(/\u2028/g, '\\u2028')
        .replace(/\u2029/g, '\\u2029');
      const html = shell.replace(
        '<div id="root"><!--app-html--></div>',
        () => `<div id="root">${rendered.html}</div><script type="application/json" id="page-data">${json}</script>`,
      );
      return { ...rendered, html };
    },
  };
}
