import type { CareersFacets } from '@talentra/contract';
import type { CareersSearch } from '../../api/careers-list';
import { Link } from '../../components/link';
import { careersHref, experienceLabel } from './careers-search';

type Facet = keyof CareersFacets;

const FACETS: { key: Facet; title: string; label: (value: string) => string }[] = [
  { key: 'location', title: 'Location', label: (v) => v },
  { key: 'industry', title: 'Industry', label: (v) => v },
  { key: 'work_mode', title: 'Work mode', label: (v) => v },
  { key: 'experience', title: 'Experience', label: experienceLabel },
];

/**
 * The careers filters with their counts from the server (issue 46, decision 271): each value is a
 * real link to the search with it (page 1), so the page works and can be shared without JavaScript;
 * the chosen value links back to the search without it.
 */
export function CareersFacetLinks({ search, facets }: { search: CareersSearch; facets: CareersFacets }) {
  const groups = FACETS.filter((f) => facets[f.key].length > 0 || search[f.key]);
  if (groups.length === 0) return null;
  return (
    <nav aria-label="Filters" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {groups.map((facet) => {
        const chosen = search[facet.key];
        const values = facets[facet.key];
        const listed = chosen && !values.some((v) => v.value === chosen) ? [{ value: chosen, count: 0 }, ...values] : values;
        const headingId = `facet-${facet.key}`;
        return (
          <div key={facet.key}>
            <h2 id={headingId} className="text-sm font-semibold text-ink-900">
              {facet.title}
            </h2>
            <ul aria-labelledby={headingId} className="mt-2 flex flex-wrap gap-2">
              {listed.map(({ value, count }) => {
                const on = value === chosen;
                return (
                  <li key={value}>
                    <Link
                      to={careersHref({ ...search, page: 1, [facet.key]: on ? '' : value })}
                      aria-current={on ? 'true' : undefined}
                      aria-label={`${facet.label(value)}, ${count} ${count === 1 ? 'job' : 'jobs'}${on ? ' (chosen: select to remove)' : ''}`}
                      className={
                        on
                          ? 'inline-flex min-h-9 items-center gap-1.5 rounded-full border border-brand-700 bg-brand-700 px-3 text-sm font-medium text-white'
                          : 'inline-flex min-h-9 items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3 text-sm text-ink-900 hover:border-brand-700'
                      }
                    >
                      {facet.label(value)}
                      <span className={on ? 'text-white' : 'text-ink-700'}>{count}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
