import { COMPANY_NAME } from '@talentra/contract';

/**
 * The head of a public page as the server sends it (issue 17): its own title and description, the
 * canonical address, Open Graph and Twitter card tags, robots, and for an open job its JobPosting.
 * Every value is escaped: titles and descriptions hold job texts (user input).
 */
export interface PageHead {
  title: string;
  description?: string;
  /** Absolute canonical URL (PUBLIC_URL + the path in its canonical case). */
  canonical: string;
  /** Keep the page out of search results (closed jobs, the not-found page, staff pages). */
  noindex?: boolean;
  ogType?: 'website' | 'article';
  /** The serialized JobPosting (contract serializeJsonLd) and its job. */
  jobPosting?: { jobId: number; json: string };
  /** The share preview (issue 46): an open job's own card, else the site's (`siteImage`). */
  image: PageImage;
}

/** A share preview image of 1200 × 630 (modules/share-images) and its text for those who cannot see it. */
export interface PageImage {
  url: string;
  alt: string;
}

/** The share images' addresses (modules/share-images): outside /backend/, which robots.txt closes to crawlers. */
export const SITE_IMAGE_PATH = '/og/site.png';
export const JOB_IMAGE_PREFIX = '/og/jobs/';

export const siteImage = (publicUrl: string): PageImage => ({ url: `${publicUrl}${SITE_IMAGE_PATH}`, alt: `${COMPANY_NAME}: staffing and careers` });
/** Where a job is done, as its card says it: 'Chennai · Hybrid', 'Remote'. */
export function jobWhere(job: { job_location: string; work_mode: string | null }): string {
  if (job.work_mode === 'Remote') return 'Remote';
  return [job.job_location, job.work_mode ?? ''].filter(Boolean).join(' · ');
}

export const jobImage = (
  publicUrl: string,
  job: { job_id: number; job_title: string; job_location: string; work_mode: string | null },
): PageImage => ({
  url: `${publicUrl}${JOB_IMAGE_PREFIX}${job.job_id}.png`,
  alt: `${job.job_title}, ${jobWhere(job)}: a job at ${COMPANY_NAME}`,
});

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;

/** The tags added before </head>, after the page's own title and description. */
export function headTags(head: PageHead): string {
  const description = head.description ?? '';
  const tags = [
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:site_name', COMPANY_NAME),
    meta('property', 'og:locale', 'en_IN'),
    meta('property', 'og:title', head.title),
    description ? meta('property', 'og:description', description) : '',
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image.url),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', head.image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    description ? meta('name', 'twitter:description', description) : '',
    meta('name', 'twitter:image', head.image.url),
    meta('name', 'twitter:image:alt', head.image.alt),
    head.jobPosting
      ? `<script type="application/ld+json" id="job-posting" data-job-id="${head.jobPosting.jobId}">${head.jobPosting.json}</script>`
      : '',
  ];
  return tags.join('');
}

/**
 * `html` with the page's title and description replaced and the other tags added. The title is the
 * full one ('Careers | Talentra Staffing Solutions').
 */
export function withHead(html: string, head: PageHead): string {
  let out = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`);
  if (head.description !== undefined)
    out = out.replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_m, start: string, end: string) => `${start}${escapeHtml(head.description!)}${end}`,
    );
  // strip what a pre-rendered page already carries, so a tag is never doubled
  out = out.replace(/<link rel="canonical"[^>]*>|<meta (?:property="og:|name="twitter:|name="robots")[^>]*>/g, '');
  return out.replace('</head>', () => `${headTags(head)}</head>`);
}

/**
 * `html` naming the agency's time zone (TIME_ZONE) in `<meta name="time-zone">`, once: the web app
 * shows every date in it (apps/web/src/lib/dates.ts), as the server's render of the page did.
 */
export function withTimeZone(html: string, timeZone: string): string {
  const tag = meta('name', 'time-zone', timeZone);
  const out = html.replace(/<meta name="time-zone"[^>]*>/g, '');
  if (out.includes('</head>')) return out.replace('</head>', () => `${tag}</head>`);
  return out.replace(/<\/title>/, () => `</title>${tag}`);
}

/** The title in the page's <title>, as the web build wrote it. */
export function titleOf(html: string): string {
  const raw = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? COMPANY_NAME;
  return raw
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The meta description in the page, as the web build wrote it. */
export function descriptionOf(html: string): string | undefined {
  const raw = /<meta\s+name="description"\s+content="([^"]*)"/.exec(html)?.[1];
  return raw
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
