/**
 * The careers filters' facets (issue 46, decision 271), without zod so the careers island can read
 * them: the experience bands (on a job's minimum experience, in years) and the shape of the counts.
 */
export const EXPERIENCE_BANDS = [
  { id: '0-1', label: '0–1 years', min: 0, max: 1 },
  { id: '2-4', label: '2–4 years', min: 2, max: 4 },
  { id: '5-9', label: '5–9 years', min: 5, max: 9 },
  { id: '10+', label: '10+ years', min: 10, max: null },
] as const;
export type ExperienceBand = (typeof EXPERIENCE_BANDS)[number]['id'];
export const EXPERIENCE_BAND_IDS = EXPERIENCE_BANDS.map((b) => b.id) as [ExperienceBand, ...ExperienceBand[]];

/** One value of a facet and how many open jobs have it, with the other filters applied. */
export interface FacetCount {
  value: string;
  count: number;
}

/** GET /recruitments/facets: each facet's values, most jobs first (experience in band order). */
export interface CareersFacets {
  location: FacetCount[];
  industry: FacetCount[];
  work_mode: FacetCount[];
  experience: FacetCount[];
}

/** At most this many values of location and industry (the most common). */
export const FACET_LIMIT = 12;
