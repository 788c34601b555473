#!/usr/bin/env node
// Part of `npm run build -w @talentra/web`, after `vite build`: renders the public pages whose first
// screen does not depend on the visitor to HTML (dist/prerender/*.html), so they are meaningful
// before any JavaScript runs; main.tsx hydrates them (each public page is an island, docs/decisions/
// 214). dist/prerender/pages.json tells the server (apps/server/src/web-pages.ts) which path gets which
// file: an exact path (any letter case), or a pattern starting with ^. Every other path keeps
// index.html.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const webRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dist = path.resolve(webRoot, process.env.WEB_OUT_DIR ?? 'dist');
// kept for the server, which renders /careers and /jobs/{id} with their data at request time
// (issue 17; apps/server/src/web-pages.ts): self-contained (noExternal), outside the files it serves
const ssrOut = path.join(dist, 'server');

/**
 * The pages, the URL rendered for each, and the module of the page (its chunks are preloaded).
 * A job page is rendered in its loading state: the job itself is fetched by the browser.
 */
const PAGES = [
  { path: '/', url: '/', file: 'home.html', module: 'src/features/site/home-page.tsx' },
  { path: '/careers', url: '/careers', file: 'careers.html', module: 'src/features/careers/careers-page.tsx', template: 'careers' },
  {
    path: '^/jobs/[1-9][0-9]*$',
    url: '/jobs/1',
    file: 'job.html',
    module: 'src/features/careers/job-detail-page.tsx',
    template: 'job',
  },
  { path: '/login', url: '/login', file: 'login.html', module: 'src/features/auth/login-page.tsx' },
  // the other public pages (issue 17): their content, title and description before any JavaScript
  ...[
    ['/about', 'about-page'],
    ['/services', 'services-page'],
    ['/clients', 'clients-page'],
    ['/testimonials', 'testimonials-page'],
    ['/contact', 'contact-page'],
    ['/getintouch', 'get-in-touch-page'],
    ['/Scams', 'scams-page'],
    ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => [`/profile${n}`, 'profile-page']),
    ['/staffing', 'staffing-page'],
    ['/payroll', 'payroll-page'],
    ['/itmanagement', 'it-management-page'],
    ['/network', 'network-page'],
    ['/privacy', 'privacy-page'],
    ['/terms', 'terms-page'],
  ].map(([url, name]) => ({
    path: url,
    url,
    file: `${url.slice(1).toLowerCase()}.html`,
    module: `src/features/site/${name}.tsx`,
    // the team is Admin's (issue 41): the server renders these with it, into these templates
    ...(name === 'about-page' ? { template: 'about' } : name === 'profile-page' ? { template: 'profile' } : {}),
  })),
  // what the server sends, with status 404, for a path the app has no page for (routes.json below)
  { path: null, url: '/this-page-does-not-exist', file: 'not-found.html', module: 'src/features/site/not-found-page.tsx' },
];

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

await build({
  root: webRoot,
  configFile: path.join(webRoot, 'vite.config.ts'),
  logLevel: 'warn',
  ssr: { noExternal: true },
  publicDir: false,
  build: {
    ssr: 'src/app/prerender.tsx',
    outDir: ssrOut,
    emptyOutDir: true,
    manifest: false,
    target: 'node20',
    rollupOptions: { output: { entryFileNames: '[name].js' } },
  },
});
const { renderPage, routePatterns } = await import(pathToFileURL(path.join(ssrOut, 'prerender.js')).href);

const indexHtml = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
// the one entry (main.tsx): the public pages' islands, and the staff portal loaded on demand
const entryKey = 'index.html';
if (!manifest[entryKey]?.isEntry) throw new Error('prerender: the manifest lacks the index.html entry');

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
const templateFiles = {};
for (const page of PAGES) {
  const { html, title, description } = await renderPage(page.url);
  if (!html.includes('<main')) throw new Error(`prerender ${page.url}: no <main> in the output`);
  const modules = [page.module];
  for (const key of modules) if (!manifest[key]) throw new Error(`prerender ${page.url}: ${key} is not in the manifest`);
  // the page's own chunks load at once, beside the entry, instead of after it has run
  const preloads = chunksOf(modules)
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  let out = indexHtml.replace('<div id="root"></div>', `<div id="root">${html}</div>`).replace('</head>', `${preloads}</head>`);
  if (title) out = out.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  if (description) out = out.replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${escapeHtml(description)}$2`);
  if (!out.includes(html)) throw new Error(`prerender ${page.url}: its template has no empty <div id="root"></div>`);
  fs.writeFileSync(path.join(dist, 'prerender', page.file), out);
  // the server renders this page with its data at request time into this template (ssr.json below)
  if (page.template) {
    templateFiles[page.template] = `${page.template}.template.html`;
    fs.writeFileSync(
      path.join(dist, 'prerender', templateFiles[page.template]),
      out.replace(`<div id="root">${html}</div>`, '<div id="root"><!--app-html--></div>'),
    );
  }
  if (page.path) map[page.path] = page.file;
  console.log(`prerendered ${page.url} -> dist/prerender/${page.file} (${(out.length / 1024).toFixed(1)} KB)`);
}
// the job seeker's forms are rendered in the browser (their job comes from the URL): their shells
// preload the page's chunks, which the entry does not list (vite.config.ts); the server adds the head
for (const [file, module] of [
  ['candidateform.shell.html', 'src/features/careers/candidate-form-page.tsx'],
  ['refer.shell.html', 'src/features/careers/refer-page.tsx'],
]) {
  if (!manifest[module]) throw new Error(`prerender: ${module} is not in the manifest`);
  const preloads = chunksOf([module])
    .map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk}">`)
    .join('');
  fs.writeFileSync(path.join(dist, 'prerender', file), indexHtml.replace('</head>', `${preloads}</head>`));
}
fs.writeFileSync(path.join(dist, 'prerender', 'pages.json'), `${JSON.stringify(map, null, 2)}\n`);
// the paths the app has a page for; the server answers any other with 404 and not-found.html
fs.writeFileSync(
  path.join(dist, 'prerender', 'routes.json'),
  `${JSON.stringify({ routes: routePatterns(), notFound: 'not-found.html' }, null, 2)}\n`,
);
fs.writeFileSync(
  path.join(dist, 'prerender', 'ssr.json'),
  `${JSON.stringify({ render: '../server/prerender.js', templates: templateFiles }, null, 2)}\n`,
);
