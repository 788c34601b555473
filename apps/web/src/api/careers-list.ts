import { CAREERS_PAGE_SIZE, type CareersFacets, type PageMeta } from '@talentra/contract';
import { keepFetched, useFetched } from '../hooks/use-fetched';
import { pageData } from '../lib/page-data';
import { ApiError, apiFetch } from './api-client';
import type { PublicJob } from './public-job';

/**
 * The careers list (GET /recruitments), apart from the other public job calls: /careers loads no
 * react-query (hooks/use-fetched.ts), so its first-load JavaScript stays small (issue 14).
 */

/** The careers list as the URL describes it (?q=&location=&industry=&page=). */
export interface CareersSearch {
  page: number;
  q: string;
  location: string;
  industry: string;
  /** Issue 46: exact work mode and experience band ('' when not set). */
  work_mode: string;
  experience: string;
}

export interface CareersPage {
  jobs: PublicJob[];
  meta: PageMeta;
  /** The filters' counts (GET /recruitments/facets), fetched beside the page. */
  facets?: CareersFacets;
}

const orUndefined = (s: string) => (s.trim() === '' ? undefined : s.trim());

/**
 * One page of visible jobs, 6 at a time, searched on the server (never the whole list).
 * `active_only=1` keeps the list to visible jobs for a signed-in staff member too.
 */
export async function fetchCareersPage(search: CareersSearch, signal?: AbortSignal): Promise<CareersPage> {
  const filters = {
    q: orUndefined(search.q),
    location: orUndefined(search.location),
    industry: orUndefined(search.industry),
    work_mode: orUndefined(search.work_mode),
    experience: orUndefined(search.experience),
  };
  const [body, facets] = await Promise.all([
    apiFetch<PublicJob[]>('/recruitments', { query: { page: search.page, per_page: CAREERS_PAGE_SIZE, active_only: 1, ...filters }, signal }),
    // the counts are a help: the list shows without them
    apiFetch<CareersFacets>('/recruitments/facets', { query: filters, signal }).then(
      (r) => (isFacets(r.data) ? r.data : undefined),
      () => undefined,
    ),
  ]);
  if (!Array.isArray(body.data)) throw new ApiError(200, 'Invalid data structure from API');
  return { jobs: body.data, meta: body.meta ?? { page: search.page, per_page: CAREERS_PAGE_SIZE, total: body.data.length }, facets };
}

const isFacets = (d: unknown): d is CareersFacets =>
  typeof d === 'object' &&
  d !== null &&
  (['location', 'industry', 'work_mode', 'experience'] as const).every((k) => Array.isArray((d as CareersFacets)[k]));

/** The key of a careers page among the fetched answers (hooks/use-fetched.ts). */
export const careersKey = (search: CareersSearch) => JSON.stringify(['careers', search]);

/** The page the server rendered (lib/page-data.ts) is an answer already fetched: hydration renders it as sent. */
export function keepRenderedCareersPage(): void {
  const rendered = pageData().careers;
  if (rendered) keepFetched(rendered.key, rendered.page);
}
keepRenderedCareersPage();

/** The careers list (no react-query on this page: hooks/use-fetched.ts); the current page stays on screen while the next one loads. */
export function useCareersPage(search: CareersSearch) {
  return useFetched(careersKey(search), (signal) => fetchCareersPage(search, signal));
}
