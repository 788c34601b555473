#!/usr/bin/env node
// `npm run budgets -w @talentra/web`, after `vite build`: the web performance budgets of issue 9,
// measured on the production build (dist/). Exit 1 when one is broken.
//
// - First-load JavaScript of a public page: the gzip size (level 9) of the entry chunk, the page's
//   lazy chunk, and every chunk they import statically (the closure read from .vite/manifest.json).
//   Chunks loaded later (menus on first use, forms on submit) are not counted. Every public page is an
//   island (decision 214): its closure must hold no react-router (the staff portal's, loaded
//   on demand) nor react-query.
// - No staff-portal code in any chunk of a public page's closure: .vite/chunk-modules.json (written
//   by the build, see vite.config.ts) lists the source modules of every chunk; a module of a staff
//   feature (features/ but site, careers and auth), the role dashboards (app/dashboards) or the
//   dashboard layout in such a chunk breaks the budget, and so does a package only staff pages load
//   (pdf.js, the profile's resume viewer).
// - All CSS together at most 25 KB gzip.
// - Images: every image in dist/ is webp, avif or svg; every <img> in src/ states width and height.
//
// `--no-page-sizes`: page sizes are printed but not judged; staff code, CSS and images still are.
// `npm test` and `npm run bench` judge everything (docs/performance.md).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const KB = 1024;
const webRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
// WEB_DIST: measure another build directory (e.g. a build made to a temporary folder)
const dist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(webRoot, 'dist');

/**
 * First-load JavaScript budget of every public page in KB gzip (issue 41: the form pages included;
 * it was 90 for `/` and 105 for /careers and /jobs/:id, issue 9, the others unjudged).
 */
const PAGE_BUDGET_KB = 90;
const judgePageSizes = !process.argv.includes('--no-page-sizes');
const CSS_BUDGET = 25;

/** Public routes and the module that app/public-pages.ts loads for them (the manifest key). */
const PUBLIC_PAGES = {
  '/': 'src/features/site/home-page.tsx',
  '/careers': 'src/features/careers/careers-page.tsx',
  '/jobs/:id': 'src/features/careers/job-detail-page.tsx',
  '/login': 'src/features/auth/login-page.tsx',
  '/about': 'src/features/site/about-page.tsx',
  '/services': 'src/features/site/services-page.tsx',
  '/clients': 'src/features/site/clients-page.tsx',
  '/testimonials': 'src/features/site/testimonials-page.tsx',
  '/contact': 'src/features/site/contact-page.tsx',
  '/getintouch': 'src/features/site/get-in-touch-page.tsx',
  '/Scams': 'src/features/site/scams-page.tsx',
  '/profile1': 'src/features/site/profile-page.tsx',
  '/staffing': 'src/features/site/staffing-page.tsx',
  '/payroll': 'src/features/site/payroll-page.tsx',
  '/itmanagement': 'src/features/site/it-management-page.tsx',
  '/network': 'src/features/site/network-page.tsx',
  '/refer/:jobId': 'src/features/careers/refer-page.tsx',
  '/candidateform': 'src/features/careers/candidate-form-page.tsx',
  '/my-applications': 'src/features/careers/my-applications-page.tsx',
  '/review/:token': 'src/features/client-review/review-page.tsx',
  '/<404>': 'src/features/site/not-found-page.tsx',
};

/** Packages no public page may load: the islands exist to leave them out. */
const NOT_ON_PUBLIC_PAGES = /(^|\/)node_modules\/(react-router|@tanstack\/react-query)\//;

/** Source modules that belong to the staff portal (paths relative to the repository root). */
const STAFF_CODE = /^apps\/web\/src\/(features\/(?!(site|careers|auth)\/|client-review\/review-)[^/]+\/|app\/dashboards\/|app\/layouts\/dashboard-)/;
/** Packages only staff pages load: pdf.js (the resume viewer of /candidates/{id}, loaded when a resume is viewed). */
const STAFF_PACKAGES = /(^|\/)node_modules\/pdfjs-dist\//;

const IMAGE_EXT = /\.(png|jpe?g|gif|bmp|tiff?|webp|avif|svg|ico)$/i;
const MODERN_IMAGE = /\.(webp|avif|svg)$/i;

const failures = [];
const fail = (message) => failures.push(message);

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    console.error(`cannot read ${path.relative(webRoot, file)}: run \`npm run build -w @talentra/web\` first`);
    process.exit(1);
  }
}

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
}
const kb = (bytes) => (bytes / KB).toFixed(1);

const manifest = readJson(path.join(dist, '.vite', 'manifest.json'));
const chunkModules = readJson(path.join(dist, '.vite', 'chunk-modules.json'));

// the one entry: the public pages' islands (the staff portal is loaded on demand)
const entryKey = 'index.html';
if (!manifest[entryKey]?.isEntry) {
  console.error(`the manifest lacks the ${entryKey} entry`);
  process.exit(1);
}

/** The chunk files a manifest key loads before it runs: itself and its static imports, recursively. */
function closure(keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

/** The source modules in `files` that match `pattern`, each with the chunk that holds it. */
const modulesMatching = (files, pattern) =>
  files.flatMap((file) => (chunkModules[file] ?? []).filter((id) => pattern.test(id)).map((id) => `${id} (in ${file})`));

// 1. First-load JavaScript and staff code, per public page
const rows = [];
const bannedOnPublic = [];
for (const [route, source] of Object.entries(PUBLIC_PAGES)) {
  const key = `${source}`;
  if (!manifest[key]) {
    fail(`${route}: ${source} is not a chunk of the build (was the page moved? update PUBLIC_PAGES)`);
    continue;
  }
  const files = [...closure([entryKey, key])].filter((file) => file.endsWith('.js'));
  const bytes = files.reduce((sum, file) => sum + gzipSize(file), 0);
  const budget = PAGE_BUDGET_KB;
  const staff = [...modulesMatching(files, STAFF_CODE), ...modulesMatching(files, STAFF_PACKAGES)];
  if (judgePageSizes && bytes > budget * KB) fail(`${route}: first-load JavaScript ${kb(bytes)} KB gzip is over its budget of ${budget} KB`);
  if (staff.length > 0) fail(`${route}: loads staff-portal code: ${staff.join(', ')}`);
  const banned = modulesMatching(files, NOT_ON_PUBLIC_PAGES);
  if (banned.length > 0) {
    fail(`${route}: loads ${banned.join(', ')}`);
    bannedOnPublic.push(route);
  }
  rows.push([
    route,
    `${kb(bytes)} KB`,
    `${budget} KB`,
    String(files.length),
    staff.length ? 'STAFF CODE' : 'none',
    staff.length
      ? 'FAIL'
      : bytes > budget * KB
        ? judgePageSizes
          ? 'FAIL'
          : 'over (not judged here)'
        : bytes > PAGE_BUDGET_KB * KB
          ? `ok (over the ${PAGE_BUDGET_KB} KB goal)`
          : 'ok',
  ]);
}

// 2. CSS
const cssFiles = fs.readdirSync(path.join(dist, 'assets')).filter((file) => file.endsWith('.css'));
const cssBytes = cssFiles.reduce((sum, file) => sum + gzipSize(`assets/${file}`), 0);
if (cssBytes > CSS_BUDGET * KB) fail(`CSS: ${kb(cssBytes)} KB gzip is over its budget of ${CSS_BUDGET} KB`);

// 3. Images: formats in dist/, sizes in the source
function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}
const images = walk(dist).filter((file) => IMAGE_EXT.test(file));
const oldFormats = images.filter((file) => !MODERN_IMAGE.test(file)).map((file) => path.relative(dist, file));
if (oldFormats.length) fail(`images not in webp, avif or svg: ${oldFormats.join(', ')}`);

const sources = walk(path.join(webRoot, 'src')).filter((file) => /\.(tsx|jsx|html)$/.test(file) && !/\.test\./.test(file));
sources.push(path.join(webRoot, 'index.html'));
const unsized = [];
for (const file of sources) {
  const text = fs.readFileSync(file, 'utf8');
  for (const match of text.matchAll(/<img\b[\s\S]*?\/?>/g)) {
    const tag = match[0];
    if (!/\bwidth[=\s]/.test(tag) || !/\bheight[=\s]/.test(tag)) {
      const line = text.slice(0, match.index).split('\n').length;
      unsized.push(`${path.relative(webRoot, file)}:${line}`);
    }
  }
}
if (unsized.length) fail(`<img> without width and height: ${unsized.join(', ')}`);

// Report
const header = ['page', 'first-load JS (gzip)', 'budget', 'chunks', 'staff code', ''];
const table = [header, ...rows];
const widths = header.map((_, i) => Math.max(...table.map((row) => row[i].length)));
for (const row of table)
  console.log(
    row
      .map((cell, i) => cell.padEnd(widths[i]))
      .join('  ')
      .trimEnd(),
  );
console.log('');
console.log(`entry chunk: ${manifest[entryKey].file} ${kb(gzipSize(manifest[entryKey].file))} KB gzip`);
console.log(
  `public pages: ${bannedOnPublic.length ? `${bannedOnPublic.join(', ')} LOAD react-router or react-query: FAIL` : 'no react-router, no react-query: ok'}`,
);
console.log(`CSS: ${cssFiles.length} file(s), ${kb(cssBytes)} KB gzip (budget ${CSS_BUDGET} KB) ${cssBytes <= CSS_BUDGET * KB ? 'ok' : 'FAIL'}`);
console.log(`images: ${images.length} in dist, ${oldFormats.length} in an old format; <img> tags without width/height: ${unsized.length}`);

if (failures.length) {
  console.error(`\nweb budgets broken:\n${failures.map((f) => `- ${f}`).join('\n')}`);
  process.exit(1);
}
console.log(judgePageSizes ? '\nweb budgets: all met' : '\nweb budgets: staff code, CSS and images met (page sizes shown, not judged)');
