import { useEffect, useState } from 'react';
import { useFeedbacks, type Feedback } from '../../api/inbox';
import { DataTable, type DataColumn } from '../../components/ui/data-table';
import { usePageTitle } from '../../hooks/use-page-title';
import { formatDateTime } from '../../lib/dates';
import { CardLine } from './inbox-card-line';
import { InboxPager } from './inbox-pager';

const fullName = (f: { first_name: string; last_name: string }) => `${f.first_name} ${f.last_name}`.trim();

const COLUMNS: readonly DataColumn<Feedback>[] = [
  { key: 'name', header: 'Name', cell: fullName, className: 'px-4 py-3 font-medium break-words text-ink-900' },
  { key: 'email', header: 'Email', cell: (f) => f.email, className: 'px-4 py-3 break-words text-ink-700' },
  { key: 'phone', header: 'Phone', cell: (f) => f.phone_number || '-', className: 'px-4 py-3 whitespace-nowrap text-ink-700' },
  { key: 'message', header: 'Message', cell: (f) => f.message, className: 'max-w-md px-4 py-3 break-words whitespace-pre-line text-ink-900' },
  {
    key: 'created_at',
    header: 'Submitted At',
    cell: (f) => <time dateTime={f.created_at}>{formatDateTime(f.created_at)}</time>,
    className: 'px-4 py-3 whitespace-nowrap text-ink-700',
  },
];

/**
 * /admindashboard/feedbacks (staff-portal.md §2 "Admin Contact Feedbacks"): a table on wide screens,
 * cards on narrow ones. What visitors typed is rendered as text only. A failed load is logged and
 * the list shows empty (§8).
 */
export default function FeedbacksPage() {
  usePageTitle('Contact Feedbacks', 'Messages sent through the contact form.');
  const [page, setPage] = useState(1);
  const feedbacks = useFeedbacks(page);

  useEffect(() => {
    if (feedbacks.error) console.error('Failed to load feedbacks', feedbacks.error);
  }, [feedbacks.error]);

  const rows = feedbacks.data?.rows ?? [];
  const meta = feedbacks.data?.meta;

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">Contact Feedbacks</h1>

      <DataTable
        caption="Contact feedbacks, newest first"
        columns={COLUMNS}
        rows={rows}
        rowKey={(f) => f.id}
        rowClassName="align-top"
        loading={feedbacks.isPending && 'Loading feedbacks...'}
        empty="No feedbacks found."
        card={(f) => (
          <>
            <p className="font-semibold break-words text-ink-900">{fullName(f)}</p>
            <dl className="mt-2 space-y-1 text-sm">
              <CardLine label="Email">{f.email}</CardLine>
              <CardLine label="Phone">{f.phone_number || '-'}</CardLine>
              <CardLine label="Message">{f.message}</CardLine>
              <CardLine label="Submitted At">{formatDateTime(f.created_at)}</CardLine>
            </dl>
          </>
        )}
        footer={meta ? <InboxPager meta={meta} onPage={setPage} label="Feedback pages" /> : null}
      />
    </div>
  );
}
