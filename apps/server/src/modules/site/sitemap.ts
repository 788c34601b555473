import { SITE_PAGES } from '@talentra/contract';
import { escapeHtml } from './head.js';

/**
 * robots.txt and sitemap.xml (issue 17), absolute links from PUBLIC_URL: the public pages and every
 * visible job, with the job's last change as lastmod. Closed, paused, expired and deleted jobs are
 * left out.
 */
export function robotsTxt(publicUrl: string): string {
  return [
    `# ${'Talentra Staffing Solutions'}: the public site is open to crawlers; the staff portal and the API are not.`,
    'User-agent: *',
    'Allow: /',
    'Disallow: /admindashboard',
    'Disallow: /businessdashboard',
    'Disallow: /hrteamdashboard',
    'Disallow: /backend/',
    'Disallow: /uploads/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const day = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString().slice(0, 10);
};

export function sitemapXml(publicUrl: string, jobs: ReadonlyArray<{ id: number; updated_at: string }>, pagesLastmod: string): string {
  const url = (loc: string, lastmod: string | undefined, changefreq: string, priority: number) =>
    `  <url><loc>${escapeHtml(`${publicUrl}${loc}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}<changefreq>${changefreq}</changefreq><priority>${priority.toFixed(1)}</priority></url>`;
  const newestJob = jobs.reduce<string | undefined>((max, j) => {
    const d = day(j.updated_at);
    return d && (!max || d > max) ? d : max;
  }, undefined);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    // /careers changes with its jobs; the other pages with a release of the site
    ...SITE_PAGES.map((p) => url(p.path, p.path === '/careers' ? (newestJob ?? pagesLastmod) : pagesLastmod, p.changefreq, p.priority)),
    ...jobs.map((j) => url(`/jobs/${j.id}`, day(j.updated_at), 'weekly', 0.8)),
    '</urlset>',
    '',
  ];
  return lines.join('\n');
}
