#!/usr/bin/env node
// Part of `npm run build -w @talentra/web`, after `vite build`: renders the public pages whose first
// screen does not depend on the visitor to HTML (dist/prerender/*.html), so they are meaningful
// before any JavaScript runs; main.tsx hydrates them. dist/prerender/pages.json tells the server
// (apps/server/src/web-pages.ts) which path gets which file: an exact path (any letter case), or a
// pattern starting with ^. Every other path keeps index.html.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const webRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dist = path.join(webRoot, 'dist');
// inside apps/web, so the bundle finds react & co. in node_modules when Node runs it
const ssrOut = path.join(webRoot, 'node_modules', '.cache', 'talentra-prerender');

/**
 * The pages, the URL rendered for each, and the module of the page (its chunks are preloaded).
 * A job page is rendered in its loading state: the job itself is fetched by the browser.
 */
const PAGES = [
  { path: '/', url: '/', file: 'home.html', module: 'src/features/site/home-page.tsx' },
  { path: '/careers', url: '/careers', file: 'careers.html', module: 'src/features/careers/careers-page.tsx', queries: true },
  { path: '^/jobs/[1-9][0-9]*$', url: '/jobs/1', file: 'job.html', module: 'src/features/careers/job-detail-page.tsx', queries: true },
  { path: '/login', url: '/login', file: 'login.html', module: 'src/features/auth/login-page.tsx' },
];

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

await build({
  root: webRoot,
  configFile: path.join(webRoot, 'vite.config.ts'),
  logLevel: 'warn',
  build: { ssr: 'src/app/prerender.tsx', outDir: ssrOut, emptyOutDir: true, manifest: false, target: 'node20' },
});
const { renderPage } = await import(pathToFileURL(path.join(ssrOut, 'prerender.js')).href);

const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

/** The chunks a module needs, minus those of the entry (the entry's own script tag loads them). */
function chunksOf(keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  keys.forEach(visit);
  const entryFiles = new Set();
  const visitEntry = (key) => {
    const chunk = manifest[key];
    if (!chunk || entryFiles.has(chunk.file)) return;
    entryFiles.add(chunk.file);
    (chunk.imports ?? []).forEach(visitEntry);
  };
  visitEntry(entryKey);
  return [...files].filter((file) => !entryFiles.has(file));
}

fs.mkdirSync(path.join(dist, 'prerender'), { recursive: true });
const map = {};
for (const page of PAGES) {
  const { html, title, description } = await renderPage(page.url);
  if (!html.includes('<main')) throw new Error(`prerender ${page.url}: no <main> in the output`);
  const modules = [page.module, ...(page.queries ? ['src/app/query-provider.tsx'] : [])];
  for (const key of modules) if (!manifest[key]) throw new Error(`prerender ${page.url}: ${key} is not in the manifest`);
  // the page's own chunks load at once, beside the entry, instead of after it has run
  const preloads = chunksOf(modules)
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  let out = template.replace('<div id="root"></div>', `<div id="root">${html}</div>`).replace('</head>', `${preloads}</head>`);
  if (title) out = out.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  if (description) out = out.replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${escapeHtml(description)}$2`);
  if (!out.includes(html)) throw new Error('prerender: index.html has no empty <div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'prerender', page.file), out);
  map[page.path] = page.file;
  console.log(`prerendered ${page.url} -> dist/prerender/${page.file} (${(out.length / 1024).toFixed(1)} KB)`);
}
fs.writeFileSync(path.join(dist, 'prerender', 'pages.json'), `${JSON.stringify(map, null, 2)}\n`);
fs.rmSync(ssrOut, { recursive: true, force: true });
