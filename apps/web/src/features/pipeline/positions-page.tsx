import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Bug, Lock, RefreshCw, Search, Zap } from 'lucide-react';
import { usePositionGroups } from '../../api/hiring';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Spinner } from '../../components/spinner';
import { usePageTitle } from '../../hooks/use-page-title';
import { cn } from '../../lib/cn';
import { formatMediumDate } from '../../lib/dates';
import { errorMessage } from '../../lib/format';
import { candidateStatusPath, filterGroups, positionTotals, type PositionGroup, type PositionStatus } from './position-groups';
import { Alert } from '../../components/ui/alert';

/** /hrteamdashboard/positions (staff-portal.md §2 "Hrteam All Positions"). */
export default function PositionsPage() {
  usePageTitle('All Positions', 'Every position by job title and client, with its hiring status.');
  const positions = usePositionGroups();
  const [search, setSearch] = useState('');
  const [showActive, setShowActive] = useState(true);
  const [showClosed, setShowClosed] = useState(true);
  const [debug, setDebug] = useState(false);

  const groups = useMemo(() => positions.data ?? [], [positions.data]);
  const jobCount = groups.reduce((n, g) => n + g.totalJobs, 0);
  const filtered = useMemo(() => filterGroups(groups, { search, showActive, showClosed }), [groups, search, showActive, showClosed]);
  const totals = positionTotals(groups);
  const refreshing = positions.isFetching && !positions.isPending;

  return (
    <section className="space-y-6" aria-labelledby="positions-title">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="positions-title" className="text-3xl font-bold tracking-tight text-brand-900">
            All Positions
          </h1>
          <dl className="mt-3 flex flex-wrap gap-3 text-sm" aria-label="Position totals">
            <Total label="Total" value={totals.total} className="bg-brand-50 text-brand-900" />
            <Total label="Active" value={totals.active} className="bg-green-50 text-green-900" />
            <Total label="Closed" value={totals.closed} className="bg-red-50 text-red-900" />
          </dl>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => void positions.refetch()} disabled={positions.isFetching}>
            <RefreshCw aria-hidden="true" className={cn('size-4', refreshing && 'motion-safe:animate-spin')} />
            {refreshing ? 'Refreshing...' : 'Refresh'}
          </Button>
          <Button variant="ghost" size="sm" aria-expanded={debug} aria-controls="positions-debug" onClick={() => setDebug((d) => !d)}>
            <Bug aria-hidden="true" className="size-4" />
            {debug ? 'Hide' : 'Debug'}
          </Button>
        </div>
      </header>

      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-3">
        <div className="relative min-w-56 flex-1">
          <label htmlFor="positions-search" className="sr-only">
            Search positions
          </label>
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-500" />
          <input
            id="positions-search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search positions..."
            className="block w-full rounded-md border border-slate-400 bg-white py-2 pr-3 pl-9 text-base text-ink-900 placeholder:text-ink-500"
          />
        </div>
        <div role="group" aria-label="Show positions" className="flex gap-2">
          <ToggleButton pressed={showActive} onClick={() => setShowActive((v) => !v)} tone="green">
            Active
          </ToggleButton>
          <ToggleButton pressed={showClosed} onClick={() => setShowClosed((v) => !v)} tone="red">
            Closed
          </ToggleButton>
        </div>
      </div>

      {debug ? (
        <Alert tone="warning" size="panel" role={false} id="positions-debug" className="font-mono text-sm">
          <p className="font-sans font-semibold">Debug</p>
          <ul className="mt-2 space-y-1">
            <li>Jobs loaded: {jobCount}</li>
            <li>
              Totals: total {totals.total}, active {totals.active}, closed {totals.closed}
            </li>
            <li>Filtered: {filtered.length}</li>
            <li>
              Filters: showActive={String(showActive)}, showClosed={String(showClosed)}
            </li>
            <li>Search term: &quot;{search}&quot;</li>
          </ul>
        </Alert>
      ) : null}

      <PositionsBody
        loading={positions.isPending}
        error={positions.isError ? `Failed to fetch positions: ${errorMessage(positions.error)}` : null}
        onRetry={() => void positions.refetch()}
        jobCount={jobCount}
        groups={groups}
        filtered={filtered}
      />
    </section>
  );
}

function PositionsBody({
  loading,
  error,
  onRetry,
  jobCount,
  groups,
  filtered,
}: {
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  jobCount: number;
  groups: PositionGroup[];
  filtered: PositionGroup[];
}) {
  if (loading) return <Spinner label="Loading positions..." className="justify-center py-12" />;
  if (error) {
    return (
      <Alert size="panel">
        <p className="font-medium">{error}</p>
        <Button variant="danger" size="sm" className="mt-3" onClick={onRetry}>
          Retry
        </Button>
      </Alert>
    );
  }
  if (jobCount === 0) return <EmptyState title="No positions found" />;
  if (groups.length === 0) return <EmptyState title="No positions could be processed from the data" />;
  if (filtered.length === 0)
    return <EmptyState title="No positions match your filters" description="Try adjusting your search terms or filter settings" />;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label="Positions">
      {filtered.map((group) => (
        <li key={group.key}>
          <PositionCard group={group} />
        </li>
      ))}
    </ul>
  );
}

const DOT: Record<PositionStatus, string> = { Active: 'bg-green-600', Closed: 'bg-red-600', Mixed: 'bg-amber-500' };
const STATUS_TEXT: Record<PositionStatus, string> = { Active: 'text-green-800', Closed: 'text-red-800', Mixed: 'text-amber-800' };

function PositionCard({ group }: { group: PositionGroup }) {
  return (
    <Link
      to={candidateStatusPath(group.title, group.clientName)}
      className={cn(
        'flex h-full flex-col gap-2 rounded-lg border bg-white p-4 shadow-sm transition-shadow hover:shadow-md',
        group.status === 'Closed' ? 'border-slate-300 bg-slate-50' : 'border-slate-200',
      )}
    >
      <h2 className="flex items-start gap-2 text-lg leading-snug font-semibold text-brand-900">
        <span className="min-w-0 break-words">{group.title}</span>
        {group.status === 'Closed' ? <Lock aria-label="Closed" role="img" className="mt-1 size-4 shrink-0 text-red-700" /> : null}
        {group.status === 'Mixed' ? <Zap aria-label="Mixed" role="img" className="mt-1 size-4 shrink-0 text-amber-600" /> : null}
      </h2>
      <p className="text-sm text-ink-700">{group.clientName || 'Client not specified'}</p>
      <p className="text-sm font-medium text-ink-900">{group.count} position(s)</p>
      <p className={cn('flex items-center gap-2 text-sm font-semibold', STATUS_TEXT[group.status])}>
        <span aria-hidden="true" className={cn('size-2.5 rounded-full', DOT[group.status])} />
        {group.status}
        {group.status === 'Mixed' ? <span className="font-normal">{`(${group.activeJobs}A/${group.closedJobs}C)`}</span> : null}
      </p>
      {group.status === 'Closed' && group.autoCloseReason ? <p className="text-sm text-ink-700">{group.autoCloseReason}</p> : null}
      <p className="mt-auto pt-1 text-xs text-ink-500">Created: {formatMediumDate(group.createdAt)}</p>
    </Link>
  );
}

function Total({ label, value, className }: { label: string; value: number; className: string }) {
  return (
    <div className={cn('flex items-baseline gap-1.5 rounded-md px-3 py-1.5', className)}>
      <dt className="font-medium">{label}</dt>
      <dd className="text-base font-bold">{value}</dd>
    </div>
  );
}

function ToggleButton({ pressed, onClick, tone, children }: { pressed: boolean; onClick: () => void; tone: 'green' | 'red'; children: string }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'rounded-md border px-3 py-1.5 text-sm font-semibold transition-colors',
        pressed
          ? tone === 'green'
            ? 'border-green-700 bg-green-700 text-white'
            : 'border-red-700 bg-red-700 text-white'
          : 'border-slate-400 bg-white text-ink-700 hover:bg-slate-50',
      )}
    >
      {children}
    </button>
  );
}
