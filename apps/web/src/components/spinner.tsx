import { cn } from '../lib/cn';

/** A spinning ring with a text the screen reader (and the eye) can read. */
export function Spinner({ label = 'Loading...', className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center gap-3 text-ink-700', className)}>
      <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700" />
      <span>{label}</span>
    </div>
  );
}

/** Centered spinner for a page or a route that is still loading. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center p-8">
      <Spinner label={label} />
    </div>
  );
}
