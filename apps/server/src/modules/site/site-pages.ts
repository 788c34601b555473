import zlib from 'node:zlib';
import { CAREERS_PAGE_SIZE, COMPANY_NAME, MAX_PAGE, jobPosting, serializeJsonLd, type ExperienceBand, type TeamMember } from '@talentra/contract';
import { createWindowCounter } from '../../http/rate-limits.js';
import type { JobsService } from '../jobs/jobs.service.js';
import { jobImage, siteImage, withHead } from './head.js';
import type { CareersSearch, PageRenderer } from './page-renderer.js';

/** A page rendered for a request, with its compressed forms made on first need. */
export interface RenderedPage {
  status: number;
  /** Seconds, with status 429. */
  retryAfter?: number;
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

const TTL_MS = 2000;
// a page is some 40 KB with its compressed forms: at most ~10 MB, whatever the queries asked for
const MAX_ENTRIES = 200;
const FILTER_MAX = 200;
const TOO_MANY = '<!doctype html><html lang="en"><title>Too many requests</title><p>Too many requests. Please try again in a minute.</p></html>';

/** The canonical address of a careers page: its parameters in one order, page 1 left out (careers-search.ts). */
export function careersPath(search: CareersSearch): string {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.location) params.set('location', search.location);
  if (search.industry) params.set('industry', search.industry);
  if (search.work_mode) params.set('work_mode', search.work_mode);
  if (search.experience) params.set('experience', search.experience);
  if (search.page > 1) params.set('page', String(search.page));
  const query = params.toString();
  return query ? `/careers?${query}` : '/careers';
}

/**
 * /careers and /jobs/{id} rendered on the server with their data (issue 17): the job cards of the
 * requested page and filters, or the job's full text, its JobPosting and the page's head tags. Kept
 * like the API's hot reads (http/response-cache.ts): 2 s, dropped by every write (`drop`), bounded.
 */
export function createSitePages(options: {
  jobs: JobsService;
  /** The team of /about and /profile{n} (issue 41; modules/team). */
  team: { list(): Promise<TeamMember[]> };
  renderer: PageRenderer;
  publicUrl: string;
  /** Renders (each runs a query) per client address a minute: PUBLIC_READ_LIMIT_PER_MINUTE, as the API's cache misses. */
  rendersPerMinute: number;
  now?: () => number;
}) {
  const { jobs, team, renderer, publicUrl } = options;
  const now = options.now ?? Date.now;
  const cache = new Map<string, RenderedPage & { expires: number }>();
  const misses = createWindowCounter(options.rendersPerMinute, 60_000, now);

  async function cached(key: string, ip: string, make: () => Promise<{ status: number; html: string }>): Promise<RenderedPage> {
    const hit = cache.get(key);
    if (hit && hit.expires > now()) {
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    // a new careers search or job id at every request must not make the server render without end
    const retryAfter = misses.hit(ip);
    if (retryAfter > 0) return { status: 429, identity: Buffer.from(TOO_MANY), retryAfter: Math.ceil(retryAfter) };
    const { status, html } = await make();
    const entry = { status, identity: Buffer.from(html), expires: now() + TTL_MS };
    cache.delete(key);
    cache.set(key, entry);
    while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    return entry;
  }

  async function careers(url: string, ip: string): Promise<RenderedPage> {
    const { search, key } = renderer.careersSearchOf(url);
    const canonical = careersPath(search);
    return cached(`careers ${canonical}`, ip, async () => {
      const tooLong =
        [search.q, search.location, search.industry, search.work_mode].some((s) => (s ?? '').length > FILTER_MAX) || search.page > MAX_PAGE;
      const filters = {
        q: search.q || undefined,
        location: search.location || undefined,
        industry: search.industry || undefined,
        work_mode: search.work_mode || undefined,
        // careers-search.ts keeps only a known band
        experience: (search.experience || undefined) as ExperienceBand | undefined,
      };
      // the filters' counts are rendered with the page (issue 46), from the same filters
      const [{ rows, total }, facets] = tooLong
        ? [{ rows: [], total: 0 }, undefined]
        : await Promise.all([
            jobs.list(
              { visibleOnly: true, publicView: true, ...filters, limit: CAREERS_PAGE_SIZE, offset: (search.page - 1) * CAREERS_PAGE_SIZE },
              false,
            ),
            jobs.facets(filters),
          ]);
      const data = { careers: { key, page: { jobs: rows, meta: { page: search.page, per_page: CAREERS_PAGE_SIZE, total }, facets } } };
      const rendered = renderer.render('careers', url, data);
      const lastPage = Math.max(1, Math.ceil(total / CAREERS_PAGE_SIZE));
      // a page past the last one is no page: 404, and the browser's app moves to the last page
      const status = search.page > lastPage ? 404 : 200;
      const html = withHead(rendered.html, {
        title: rendered.title ?? `Careers | ${COMPANY_NAME}`,
        description: rendered.description,
        canonical: `${publicUrl}${canonical}`,
        noindex: status !== 200,
        image: siteImage(publicUrl),
      });
      return { status, html };
    });
  }

  async function job(url: string, id: number, ip: string): Promise<RenderedPage> {
    return cached(`job ${id}`, ip, async () => {
      const page = await jobs.pageState(id);
      // similar jobs are rendered with the page (issue 46); only an open job shows them
      const similar = page.state === 'open' ? await jobs.similar(page.job) : undefined;
      const data = { job: { id, ...page, ...(similar ? { similar } : {}) } };
      const rendered = renderer.render('job', url, data);
      const open = page.state === 'open';
      const html = withHead(rendered.html, {
        title: rendered.title ?? COMPANY_NAME,
        description: rendered.description,
        canonical: `${publicUrl}/jobs/${id}`,
        noindex: !open,
        ogType: open ? 'article' : 'website',
        jobPosting: open ? { jobId: id, json: serializeJsonLd(jobPosting(page.job, { name: COMPANY_NAME, url: publicUrl })) } : undefined,
        // a job that is not open has no card of its own (its image is a 404, decision 296)
        image: open ? jobImage(publicUrl, page.job) : siteImage(publicUrl),
      });
      return { status: page.state === 'removed' || page.state === 'unknown' ? 404 : 200, html };
    });
  }

  /**
   * /about and /profile{n} with the team (issue 41): the page's photos and names are in its HTML. A
   * profile number past the last member is no page: 404.
   */
  async function teamPage(page: 'about' | 'profile', url: string, canonical: string, ip: string): Promise<RenderedPage> {
    return cached(`team ${canonical}`, ip, async () => {
      const members = await team.list();
      const rendered = renderer.render(page, url, { team: members });
      const n = Number(/^\/profile(\d+)$/.exec(canonical)?.[1] ?? 0);
      const status = page === 'profile' && !members[n - 1] ? 404 : 200;
      const html = withHead(rendered.html, {
        title: rendered.title ?? COMPANY_NAME,
        description: rendered.description,
        canonical: `${publicUrl}${canonical}`,
        noindex: status !== 200,
        image: siteImage(publicUrl),
      });
      return { status, html };
    });
  }

  return {
    careers,
    job,
    /** Whether the build can render /about and /profile{n} with the team (else they are its pre-rendered files). */
    rendersTeam: renderer.has('about') && renderer.has('profile'),
    about: (url: string, ip: string) => teamPage('about', url, '/about', ip),
    profile: (url: string, canonical: string, ip: string) => teamPage('profile', url, canonical, ip),
    /** Every write: what is kept is dropped (app.ts, with the API's cached reads). */
    drop: () => cache.clear(),
  };
}
export type SitePages = ReturnType<typeof createSitePages>;

/** The page in the encoding asked for, compressed once (moderate levels: made at request time). */
export function encoded(page: RenderedPage, encoding: 'br' | 'gzip' | 'identity'): Buffer {
  if (encoding === 'br') return (page.br ??= zlib.brotliCompressSync(page.identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }));
  if (encoding === 'gzip') return (page.gzip ??= zlib.gzipSync(page.identity, { level: 6 }));
  return page.identity;
}
