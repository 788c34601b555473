import { CAREERS_PAGE_SIZE, type PageMeta } from '@talentra/contract';
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
}

export interface CareersPage {
  jobs: PublicJob[];
  meta: PageMeta;
}

const orUndefined = (s: string) => (s.trim() === '' ? undefined : s.trim());

/**
 * One page of visible jobs, 6 at a time, searched on the server (never the whole list).
 * `active_only=1` keeps the list to visible jobs for a signed-in staff member too.
 */
export async function fetchCareersPage(search: CareersSearch, signal?: AbortSignal): Promise<CareersPage> {
  const body = await apiFetch<PublicJob[]>('/recruitments', {
    query: {
      page: search.page,
      per_page: CAREERS_PAGE_SIZE,
      active_only: 1,
      q: orUndefined(search.q),
      location: orUndefined(search.location),
      industry: orUndefined(search.industry),
    },
    signal,
  });
  if (!Array.isArray(body.data)) throw new ApiError(200, 'Invalid data structure from API');
  return { jobs: body.data, meta: body.meta ?? { page: search.page, per_page: CAREERS_PAGE_SIZE, total: body.data.length } };
}

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
