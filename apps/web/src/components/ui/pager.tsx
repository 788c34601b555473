import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { PageMeta } from '@talentra/contract';
import { Button } from '../button';
import { cn } from '../../lib/cn';

/** The number of pages of a server-paged list (at least one). */
export const pageCount = (meta: Pick<PageMeta, 'total' | 'per_page'>) => Math.max(1, Math.ceil(meta.total / meta.per_page));

interface PagerProps {
  /** The accessible name of the navigation, e.g. 'Job list pages'. */
  label: string;
  page: number;
  /** The number of pages; leave it out when the server only says whether there is more (`hasNext`). */
  pages?: number;
  hasNext?: boolean;
  onPage: (page: number) => void;
  /** While a page loads: both buttons wait. */
  busy?: boolean;
  /** What the middle says; 'Page 2 of 5' (or 'Page 2') by default. */
  summary?: string;
  /** Chevrons on the buttons. */
  arrows?: boolean;
  /** Buttons beside the page text in the middle, instead of at both ends. */
  centered?: boolean;
  /** Announce the page as it changes (lists in a dialog, where focus stays on the button). */
  live?: boolean;
  className?: string;
}

/** Previous / Next with where we are, for the server-paged lists. */
export function Pager({ label, page, pages, hasNext, onPage, busy, summary, arrows, centered, live, className }: PagerProps) {
  const last = pages === undefined ? !hasNext : page >= pages;
  return (
    <nav aria-label={label} className={cn('flex flex-wrap items-center gap-3', centered ? 'justify-center' : 'justify-between', className)}>
      <Button variant="secondary" size="sm" disabled={page <= 1 || busy} onClick={() => onPage(Math.max(1, page - 1))}>
        {arrows ? <ChevronLeft aria-hidden="true" className="size-4" /> : null}
        Previous
      </Button>
      <p className="text-sm text-ink-700" aria-live={live ? 'polite' : undefined}>
        {summary ?? (pages === undefined ? `Page ${page}` : `Page ${page} of ${pages}`)}
      </p>
      <Button variant="secondary" size="sm" disabled={last || busy} onClick={() => onPage(page + 1)}>
        Next
        {arrows ? <ChevronRight aria-hidden="true" className="size-4" /> : null}
      </Button>
    </nav>
  );
}
