import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Issue 17 through plain HTTP (no JavaScript): a built web app in miniature whose server renderer
 * (dist/server/prerender.js, as the web build keeps it) writes the data it is given as plain HTML,
 * so these tests see exactly what the server chose to render; e2e/seo.spec.ts does the same against
 * the real build.
 */
export function miniatureDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'talentra-seo-'));
  fs.mkdirSync(path.join(dist, 'prerender'));
  fs.mkdirSync(path.join(dist, 'server'));
  const page = (title: string, body: string) =>
    `<!doctype html><html><head><meta name="description" content="x"><title>${title}</title></head><body>${body}<script type="module" src="/assets/x.js"></script></body></html>`;
  fs.writeFileSync(path.join(dist, 'index.html'), page('shell', '<div id="root"></div>'));
  fs.writeFileSync(
    path.join(dist, 'prerender', 'about.html'),
    page('About Us | Talentra Staffing Solutions', '<div id="root"><main><h1>About</h1></main></div>'),
  );
  fs.writeFileSync(path.join(dist, 'prerender', 'home.html'), page('Talentra Staffing Solutions', '<div id="root"><main><h1>Home</h1></main></div>'));
  fs.writeFileSync(
    path.join(dist, 'prerender', 'not-found.html'),
    page('Page not found', '<div id="root"><main><h1>Page not found</h1></main></div>'),
  );
  for (const name of ['careers', 'job'])
    fs.writeFileSync(path.join(dist, 'prerender', `${name}.template.html`), page(name, '<div id="root"><!--app-html--></div>'));
  fs.writeFileSync(path.join(dist, 'prerender', 'pages.json'), JSON.stringify({ '/': 'home.html', '/about': 'about.html' }));
  const routes = ['/', '/about', '/careers', '/jobs/:id', '/Scams', '/login', '/admindashboard'];
  fs.writeFileSync(path.join(dist, 'prerender', 'routes.json'), JSON.stringify({ routes, notFound: 'not-found.html' }));
  fs.writeFileSync(
    path.join(dist, 'prerender', 'ssr.json'),
    JSON.stringify({ render: '../server/prerender.js', templates: { careers: 'careers.template.html', job: 'job.template.html' } }),
  );
  fs.writeFileSync(
    path.join(dist, 'server', 'prerender.js'),
    `
const esc = (s) => String(s ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export async function preloadRoute() {}
export function careersSearchOf(url) {
  const p = new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');
  const search = { page: Number(p.get('page')) > 0 ? Math.floor(Number(p.get('page'))) : 1, q: (p.get('q') ?? '').trim(), location: (p.get('location') ?? '').trim(), industry: (p.get('industry') ?? '').trim() };
  return { search, key: JSON.stringify(['careers', search]) };
}
export function renderWithData(url, data) {
  if (data.careers) {
    const cards = data.careers.page.jobs.map((j) => '<article><h2>' + esc(j.job_title) + '</h2><p>' + esc(j.client_name) + '</p><p>' + esc(j.job_description) + '</p></article>').join('');
    return { html: '<main><h1>Careers</h1>' + cards + '</main>', title: 'Careers | Talentra Staffing Solutions', description: 'Openings' };
  }
  const { state, job } = data.job;
  if (!job) return { html: '<main><h1>' + state + '</h1></main>', title: 'Job not found | Talentra Staffing Solutions' };
  return { html: '<main><h1>' + esc(job.job_title) + '</h1><p>' + state + '</p><p>' + esc(job.client_name) + '</p><p>' + esc(job.job_description) + '</p></main>', title: job.job_title + ' | Talentra Staffing Solutions', description: job.job_title };
}
`,
  );
  return dist;
}
