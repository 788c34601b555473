import type { CareersFacets, PageMeta, TeamMember } from '@talentra/contract';
import type { PublicJob } from '../api/public-job';

/**
 * The data the server rendered a page with (issue 17): /careers and /jobs/{id} are rendered on the
 * server with their jobs (apps/server/src/web-pages.ts), and the same data travels in the HTML as
 * `<script type="application/json" id="page-data">`, so the browser's first render (the hydration)
 * shows exactly what the server sent, without asking the API again.
 */
export interface PageData {
  /** One careers page: `key` is careersKey(search) of api/careers-list.ts. */
  careers?: { key: string; page: { jobs: PublicJob[]; meta: PageMeta; facets?: CareersFacets } };
  /** The job page: the job and whether it is still open. */
  job?: JobPageData;
  /** /about and /profile{n}: the team in display order (issue 41). */
  team?: TeamMember[];
}

/** A job the job page links to as similar (issue 46; the server's jobs.service `similar`). */
export interface SimilarJob {
  job_id: number;
  job_title: string;
  job_location: string;
  type_of_industry: string;
  work_mode: string | null;
}

export type JobPageData =
  | { id: number; state: 'open' | 'closed' | 'expired'; job: PublicJob; similar?: SimilarJob[] }
  | { id: number; state: 'removed' | 'unknown'; job?: undefined; similar?: undefined };

export const PAGE_DATA_ELEMENT_ID = 'page-data';

let current: PageData | null = null;

function readFromDocument(): PageData {
  if (typeof document === 'undefined') return {};
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as PageData) : {};
  } catch {
    return {};
  }
}

/** What the server rendered this page with (read from the HTML once); {} when nothing. */
export function pageData(): PageData {
  return (current ??= readFromDocument());
}

/** Server rendering (app/prerender.tsx) and tests: the data of the page being rendered. */
export function setPageData(data: PageData | null): void {
  current = data;
}
