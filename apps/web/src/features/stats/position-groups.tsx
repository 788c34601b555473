import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDown, MapPin } from 'lucide-react';
import { ROLE_HOME } from '@talentra/contract';
import { useActivePositions, type PositionRow } from '../../api/stats';
import { cn } from '../../lib/cn';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { HR_DETAILS } from './hr-details-modal';

interface PositionGroup {
  title: string;
  client: string;
  /** Sum of no_of_positions (1 for a job without a number). */
  positions: number;
  jobs: number;
  locations: string[];
}

const norm = (s: string) => s.trim().toLowerCase();

/** Active jobs grouped by title and client, the most positions first (staff-portal.md §3 "Position group"). */
export function groupPositions(rows: readonly PositionRow[]): PositionGroup[] {
  const groups = new Map<string, PositionGroup>();
  for (const row of rows) {
    const title = row.job_title.trim();
    const client = (row.client_name ?? '').trim();
    const key = `${norm(title)}\u0000${norm(client)}`;
    const group = groups.get(key) ?? { title, client, positions: 0, jobs: 0, locations: [] };
    group.positions += row.no_of_positions ?? 1;
    group.jobs += 1;
    const location = row.job_location?.trim();
    if (location && !group.locations.includes(location)) group.locations.push(location);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => b.positions - a.positions || a.title.localeCompare(b.title));
}

/** /hrteamdashboard/candidatestatus/{encoded title}?client={encoded client} (staff-portal.md §2). */
export function candidateStatusHref(title: string, client: string): string {
  const base = `${ROLE_HOME.Hrteam}/candidatestatus/${encodeURIComponent(title)}`;
  return client ? `${base}?client=${encodeURIComponent(client)}` : base;
}

/** The expandable Position Details section of the HR dashboard; its jobs are fetched on first expand. */
export function PositionDetailsSection() {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const query = useActivePositions(expanded);

  let content;
  if (query.isPending) content = <Spinner label="Loading positions..." className="py-6" />;
  else if (query.isError) {
    content = (
      <div role="alert" className="flex flex-col items-start gap-3 py-4">
        <p className="font-medium text-danger-600">{HR_DETAILS.positions.error}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
          Retry
        </Button>
      </div>
    );
  } else {
    const groups = groupPositions(query.data);
    content =
      groups.length === 0 ? (
        <p className="py-6 text-center text-ink-700">{HR_DETAILS.positions.empty}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {groups.map((g) => (
            <li key={`${g.title}|${g.client}`} className="rounded-md border border-slate-200 p-4">
              <Link to={candidateStatusHref(g.title, g.client)} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                {g.title}
              </Link>
              <p className="text-sm text-ink-700">{g.client || '-'}</p>
              <p className="mt-2 text-sm font-medium text-ink-900">
                {g.positions} position{g.positions === 1 ? '' : 's'}
                {g.jobs > 1 ? <span className="font-normal text-ink-500"> in {g.jobs} jobs</span> : null}
              </p>
              {g.locations.length ? (
                <p className="mt-1 flex items-center gap-1 text-xs text-ink-500">
                  <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
                  {g.locations.join(', ')}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      );
  }

  return (
    <section className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <h2>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((v) => !v)}
          className="flex w-full items-center justify-between gap-3 rounded-lg px-5 py-4 text-left text-xl font-semibold text-ink-900 hover:bg-slate-50"
        >
          Position Details
          <ChevronDown aria-hidden="true" className={cn('size-5 motion-safe:transition-transform', expanded && 'rotate-180')} />
        </button>
      </h2>
      <div id={panelId} hidden={!expanded} className="border-t border-slate-200 px-5 py-4">
        {expanded ? content : null}
      </div>
    </section>
  );
}
