import type { PageMeta } from '@talentra/contract';
import { Pager, pageCount } from '../../components/ui/pager';

/** Previous / Next with the page info, for the server-paginated inboxes. */
export function InboxPager({ meta, onPage, label }: { meta: PageMeta; onPage: (page: number) => void; label: string }) {
  const pages = pageCount(meta);
  const first = meta.total === 0 ? 0 : (meta.page - 1) * meta.per_page + 1;
  const last = Math.min(meta.total, meta.page * meta.per_page);
  return (
    <Pager
      label={label}
      page={meta.page}
      pages={pages}
      onPage={onPage}
      summary={`Page ${meta.page} of ${pages} (${first}–${last} of ${meta.total})`}
    />
  );
}
