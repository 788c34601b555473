import { PEOPLE_SORTS, type PeopleSort } from '@talentra/contract';
import type { PeopleSearch } from '../../api/candidates-workspace';

/** The filters the URL may hold, besides the sort and the page. */
const FILTER_KEYS = ['q', 'resume', 'job_id', 'client_id', 'stage', 'location', 'applied_from', 'applied_to'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The search as the URL says it (unknown or broken values fall back to the defaults). */
export function readSearch(params: URLSearchParams): PeopleSearch {
  const sortParam = params.get('sort');
  const sort: PeopleSort = (PEOPLE_SORTS as readonly string[]).includes(sortParam ?? '') ? (sortParam as PeopleSort) : 'applied';
  const dir = params.get('dir') === 'asc' ? 'asc' : params.get('dir') === 'desc' ? 'desc' : sort === 'applied' ? 'desc' : 'asc';
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const s: PeopleSearch = { sort, dir, page };
  for (const key of FILTER_KEYS) {
    const v = params.get(key)?.trim();
    if (v) s[key] = v;
  }
  return s;
}

/** The URL of a search: only what differs from the defaults, so a shared link stays short. */
export function writeSearch(s: PeopleSearch): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of FILTER_KEYS) if (s[key]) out.set(key, s[key]);
  if (s.sort !== 'applied') out.set('sort', s.sort);
  if (s.dir !== (s.sort === 'applied' ? 'desc' : 'asc')) out.set('dir', s.dir);
  if (s.page > 1) out.set('page', String(s.page));
  return out;
}

/** A click on a column header: that column ascending, or the other way when it is already the sort. */
export function toggleSort(s: PeopleSearch, column: PeopleSort): PeopleSearch {
  if (s.sort === column) return { ...s, dir: s.dir === 'asc' ? 'desc' : 'asc', page: 1 };
  return { ...s, sort: column, dir: column === 'applied' ? 'desc' : 'asc', page: 1 };
}
