import type { PageMeta } from '@talentra/contract';
import { Button } from '../../components/button';

/** Previous / Next with the page info, for the server-paginated inboxes. */
export function InboxPager({ meta, onPage, label }: { meta: PageMeta; onPage: (page: number) => void; label: string }) {
  const pages = Math.max(1, Math.ceil(meta.total / meta.per_page));
  const first = meta.total === 0 ? 0 : (meta.page - 1) * meta.per_page + 1;
  const last = Math.min(meta.total, meta.page * meta.per_page);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-ink-700">
        Page {meta.page} of {pages} ({first}–{last} of {meta.total})
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={meta.page <= 1} onClick={() => onPage(meta.page - 1)}>
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={meta.page >= pages} onClick={() => onPage(meta.page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
