import { useEffect, useState } from 'react';
import { FileText } from 'lucide-react';
import { scamProofUrl, useScamReports, type ScamReport } from '../../api/inbox';
import { EmptyState } from '../../components/empty-state';
import { Spinner } from '../../components/spinner';
import { usePageTitle } from '../../hooks/use-page-title';
import { formatDateTime } from '../../lib/dates';
import { CardLine } from './inbox-card-line';
import { InboxPager } from './inbox-pager';

/**
 * /admindashboard/scams (staff-portal.md §2 "Admin Reported Job Scams"): a table on wide screens,
 * cards on narrow ones. A failed load is logged and the list shows empty (§8).
 */
export default function ReportedScamsPage() {
  usePageTitle('Reported Job Scams', 'Job scams reported by visitors.');
  const [page, setPage] = useState(1);
  const reports = useScamReports(page);

  useEffect(() => {
    if (reports.error) console.error('Failed to load scam reports', reports.error);
  }, [reports.error]);

  const rows = reports.data?.rows ?? [];
  const meta = reports.data?.meta;

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">Reported Job Scams</h1>

      {reports.isPending ? (
        <Spinner label="Loading..." className="justify-center py-10" />
      ) : rows.length === 0 ? (
        <EmptyState title="No scam reports found." />
      ) : (
        <>
          <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm md:block">
            <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
              <caption className="sr-only">Reported job scams, newest first</caption>
              <thead className="bg-slate-50 text-xs tracking-wide text-ink-700 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    First Name
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Last Name
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Email
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Phone
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Issue
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Proof
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Submitted At
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {rows.map((r) => (
                  <tr key={r.id} className="align-top">
                    <td className="px-4 py-3 font-medium break-words text-ink-900">{r.first_name}</td>
                    <td className="px-4 py-3 font-medium break-words text-ink-900">{r.last_name}</td>
                    <td className="px-4 py-3 break-words text-ink-700">{r.email}</td>
                    <td className="px-4 py-3 whitespace-nowrap text-ink-700">{r.phone_number || '-'}</td>
                    <td className="max-w-md px-4 py-3 break-words whitespace-pre-line text-ink-900">{r.issue_description}</td>
                    <td className="px-4 py-3 whitespace-nowrap">
                      <ProofLink report={r} />
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-ink-700">
                      <time dateTime={r.created_at}>{formatDateTime(r.created_at)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <ul className="space-y-3 md:hidden" aria-label="Reported job scams, newest first">
            {rows.map((r) => (
              <li key={r.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <dl className="space-y-1 text-sm">
                  <CardLine label="First Name">{r.first_name}</CardLine>
                  <CardLine label="Last Name">{r.last_name}</CardLine>
                  <CardLine label="Email">{r.email}</CardLine>
                  <CardLine label="Phone">{r.phone_number || '-'}</CardLine>
                  <CardLine label="Issue">{r.issue_description}</CardLine>
                  <CardLine label="Proof">
                    <ProofLink report={r} />
                  </CardLine>
                  <CardLine label="Submitted At">{formatDateTime(r.created_at)}</CardLine>
                </dl>
              </li>
            ))}
          </ul>

          {meta ? <InboxPager meta={meta} onPage={setPage} label="Scam report pages" /> : null}
        </>
      )}
    </div>
  );
}

/** The proof opens in a new tab through the server's access check (Admin only), or 'No file'. */
function ProofLink({ report }: { report: ScamReport }) {
  if (!report.proof_file) return <span className="text-ink-500">No file</span>;
  return (
    <a
      href={scamProofUrl(report.id)}
      target="_blank"
      rel="noopener noreferrer"
      title={report.proof_file_name ?? undefined}
      className="inline-flex items-center gap-1 font-semibold text-brand-800 underline hover:text-brand-900"
    >
      <FileText aria-hidden="true" className="size-4" />
      View File
    </a>
  );
}
