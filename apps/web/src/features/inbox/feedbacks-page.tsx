import { useEffect, useState } from 'react';
import { useFeedbacks } from '../../api/inbox';
import { EmptyState } from '../../components/empty-state';
import { Spinner } from '../../components/spinner';
import { usePageTitle } from '../../hooks/use-page-title';
import { formatDateTime } from '../../lib/dates';
import { CardLine } from './inbox-card-line';
import { InboxPager } from './inbox-pager';

const fullName = (f: { first_name: string; last_name: string }) => `${f.first_name} ${f.last_name}`.trim();

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

      {feedbacks.isPending ? (
        <Spinner label="Loading feedbacks..." className="justify-center py-10" />
      ) : rows.length === 0 ? (
        <EmptyState title="No feedbacks found." />
      ) : (
        <>
          <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm md:block">
            <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
              <caption className="sr-only">Contact feedbacks, newest first</caption>
              <thead className="bg-slate-50 text-xs tracking-wide text-ink-700 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Name
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Email
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Phone
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Message
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Submitted At
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {rows.map((f) => (
                  <tr key={f.id} className="align-top">
                    <td className="px-4 py-3 font-medium break-words text-ink-900">{fullName(f)}</td>
                    <td className="px-4 py-3 break-words text-ink-700">{f.email}</td>
                    <td className="px-4 py-3 whitespace-nowrap text-ink-700">{f.phone_number || '-'}</td>
                    <td className="max-w-md px-4 py-3 break-words whitespace-pre-line text-ink-900">{f.message}</td>
                    <td className="px-4 py-3 whitespace-nowrap text-ink-700">
                      <time dateTime={f.created_at}>{formatDateTime(f.created_at)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <ul className="space-y-3 md:hidden" aria-label="Contact feedbacks, newest first">
            {rows.map((f) => (
              <li key={f.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <p className="font-semibold break-words text-ink-900">{fullName(f)}</p>
                <dl className="mt-2 space-y-1 text-sm">
                  <CardLine label="Email">{f.email}</CardLine>
                  <CardLine label="Phone">{f.phone_number || '-'}</CardLine>
                  <CardLine label="Message">{f.message}</CardLine>
                  <CardLine label="Submitted At">{formatDateTime(f.created_at)}</CardLine>
                </dl>
              </li>
            ))}
          </ul>

          {meta ? <InboxPager meta={meta} onPage={setPage} label="Feedback pages" /> : null}
        </>
      )}
    </div>
  );
}
