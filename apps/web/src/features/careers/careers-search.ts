import type { CareersSearch } from '../../api/careers-list';
import { EXPERIENCE_BANDS } from '@talentra/contract';
import { positiveId } from './navigation-state';

const bandIds: readonly string[] = EXPERIENCE_BANDS.map((b) => b.id);

/** The careers list is described by the URL (?q=&location=&industry=&page=), so it can be shared and the back button works. */
export function readCareersSearch(params: URLSearchParams): CareersSearch {
  return {
    page: positiveId(params.get('page')) ?? 1,
    q: params.get('q')?.trim() ?? '',
    location: params.get('location')?.trim() ?? '',
    industry: params.get('industry')?.trim() ?? '',
    work_mode: params.get('work_mode')?.trim() ?? '',
    // an unknown band is no filter (the server would refuse it)
    experience: bandIds.includes(params.get('experience') ?? '') ? params.get('experience')! : '',
  };
}

/** Only what is set goes into the URL; page 1 is the default and is left out. */
export function careersSearchParams(search: CareersSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.location) params.set('location', search.location);
  if (search.industry) params.set('industry', search.industry);
  if (search.work_mode) params.set('work_mode', search.work_mode);
  if (search.experience) params.set('experience', search.experience);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

/** The address of a careers page: /careers, /careers?page=2, /careers?q=react&page=3 ... */
export function careersHref(search: CareersSearch): string {
  const query = careersSearchParams(search).toString();
  return query ? `/careers?${query}` : '/careers';
}

/** The title and description of a careers page; the server sends the same (apps/server web pages). */
export function careersHead(search: CareersSearch): { title: string; description: string } {
  const filters = [search.q, search.location, search.industry, search.work_mode, experienceLabel(search.experience)].filter(Boolean);
  const title = `Careers${filters.length ? `: ${filters.join(', ')}` : ''}${search.page > 1 ? ` (page ${search.page})` : ''}`;
  return {
    title,
    description: filters.length
      ? `Job openings for ${filters.join(', ')} at Talentra Staffing Solutions and our clients. We never charge candidates a fee.`
      : 'Current job openings at Talentra Staffing Solutions and our clients. Search by keyword, location and industry. We never charge candidates a fee.',
  };
}

export const hasFilters = (search: CareersSearch) => Boolean(search.q || search.location || search.industry || search.work_mode || search.experience);

/** The search with no filter at all. */
export const NO_FILTERS: CareersSearch = { page: 1, q: '', location: '', industry: '', work_mode: '', experience: '' };

/** '2–4 years' for '2-4'; '' for no band. */
export function experienceLabel(band: string): string {
  return EXPERIENCE_BANDS.find((b) => b.id === band)?.label ?? '';
}

interface Pagination {
  page: number;
  totalPages: number;
  /** Previous/Next and 'Page X of Y' appear only when there is more than one page. */
  showControls: boolean;
  previousDisabled: boolean;
  nextDisabled: boolean;
  label: string;
}

/** The careers pagination rules (public-site.md §4 "Careers list"). */
export function careersPagination(page: number, total: number, perPage: number): Pagination {
  const totalPages = Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, perPage)));
  return {
    page,
    totalPages,
    showControls: totalPages > 1,
    previousDisabled: page <= 1,
    nextDisabled: page >= totalPages,
    label: `Page ${page} of ${totalPages}`,
  };
}
