import type { ProjectBucket } from '@talentra/contract';
import { cn } from '../../lib/cn';

/** The bar width: the bucket's share of all buckets as a rounded percent, 0 when there are none (staff-portal.md §4). */
export function barWidthPercent(count: number, total: number): number {
  if (!(total > 0) || !(count > 0)) return 0;
  return Math.round((count / total) * 100);
}

const BUCKETS: readonly { bucket: ProjectBucket; label: string; fill: string }[] = [
  { bucket: 'warning', label: 'Warning', fill: 'bg-red-600' },
  { bucket: 'caution', label: 'Caution', fill: 'bg-amber-500' },
  { bucket: 'good', label: 'Good', fill: 'bg-green-600' },
];

/**
 * Three bars, Warning, Caution and Good; each is a button opening the modal of that bucket's jobs.
 * The counts are active jobs by notice period (api.md "Dashboard figures").
 */
export function ProjectStatus({ counts, onOpen }: { counts: Record<ProjectBucket, number>; onOpen: (bucket: ProjectBucket) => void }) {
  const total = counts.warning + counts.caution + counts.good;
  return (
    <section aria-labelledby="project-status-heading" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="project-status-heading" className="text-xl font-semibold text-ink-900">
        Project Status
      </h2>
      <ul className="mt-4 space-y-3">
        {BUCKETS.map(({ bucket, label, fill }) => {
          const width = barWidthPercent(counts[bucket], total);
          return (
            <li key={bucket}>
              <button
                type="button"
                aria-haspopup="dialog"
                onClick={() => onOpen(bucket)}
                className="group w-full rounded-md p-2 text-left hover:bg-slate-50"
              >
                <span className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="font-semibold text-ink-900">{label}</span>
                  <span className="text-ink-700 tabular-nums">
                    {counts[bucket]} {counts[bucket] === 1 ? 'job' : 'jobs'} ({width}%)
                  </span>
                </span>
                <span aria-hidden="true" className="mt-1.5 block h-3 w-full overflow-hidden rounded-full bg-slate-200">
                  <span
                    data-testid={`bar-${bucket}`}
                    className={cn('block h-full rounded-full motion-safe:transition-[width] motion-safe:duration-700', fill)}
                    style={{ width: `${width}%` }}
                  />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
