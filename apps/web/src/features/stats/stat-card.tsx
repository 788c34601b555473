import type { ComponentType, SVGProps } from 'react';
import { cn } from '../../lib/cn';
import { useCountUp } from '../../hooks/use-count-up';

export interface StatCardProps {
  label: string;
  value: number;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Opens the card's modal; without it the card is a plain figure (Interviews Scheduled, ...). */
  onOpen?: (() => void) | undefined;
  className?: string;
}

/**
 * One dashboard figure. The number counts up over 2 seconds for the eye; assistive technology reads
 * the final value only, so the card's name does not change 60 times a second.
 */
export function StatCard({ label, value, icon: Icon, onOpen, className }: StatCardProps) {
  const shown = useCountUp(value);
  const body = (
    <>
      <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="size-6" />
      </span>
      <span className="flex min-w-0 flex-col text-left">
        <span className="text-sm font-medium text-ink-700">{label}</span>
        <span data-testid="stat-value" aria-hidden="true" className="text-3xl font-bold text-ink-900 tabular-nums">
          {shown.toLocaleString('en-IN')}
        </span>
        <span className="sr-only"> {value.toLocaleString('en-IN')}</span>
      </span>
    </>
  );
  const classes = cn('flex w-full items-center gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm', className);

  if (!onOpen) return <div className={classes}>{body}</div>;
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      className={cn(classes, 'transition-shadow hover:border-brand-200 hover:shadow-md focus-visible:border-brand-500')}
    >
      {body}
    </button>
  );
}
