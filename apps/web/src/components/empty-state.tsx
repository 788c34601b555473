import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** What a list shows when it has nothing, e.g. 'No job openings available at the moment.' */
export function EmptyState({
  title,
  description,
  action,
  className,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center', className)}>
      <p className="text-lg font-semibold text-ink-900">{title}</p>
      {description ? <p className="mt-2 text-ink-500">{description}</p> : null}
      {action ? <div className="mt-5 flex justify-center">{action}</div> : null}
    </div>
  );
}
