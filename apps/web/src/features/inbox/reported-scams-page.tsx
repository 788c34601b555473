import { useEffect, useState } from 'react';
import { FileText } from 'lucide-react';
import { scamProofUrl, useScamReports, type ScamReport } from '../../api/inbox';
import { DataTable, type DataColumn } from '../../components/ui/data-table';
import { usePageTitle } from '../../hooks/use-page-title';
import { formatDateTime } from '../../lib/dates';
import { CardLine } from './inbox-card-line';
import { InboxPager } from './inbox-pager';

const COLUMNS: readonly DataColumn<ScamReport>[] = [
  { key: 'first_name', header: 'First Name', cell: (r) => r.first_name, className: 'px-4 py-3 font-medium break-words text-ink-900' },
  { key: 'last_name', header: 'Last Name', cell: (r) => r.last_name, className: 'px-4 py-3 font-medium break-words text-ink-900' },
  { key: 'email', header: 'Email', cell: (r) => r.email, className: 'px-4 py-3 break-words text-ink-700' },
  { key: 'phone', header: 'Phone', cell: (r) => r.phone_number || '-', className: 'px-4 py-3 whitespace-nowrap text-ink-700' },
  { key: 'issue', header: 'Issue', cell: (r) => r.issue_description, className: 'max-w-md px-4 py-3 break-words whitespace-pre-line text-ink-900' },
  { key: 'proof', header: 'Proof', cell: (r) => <ProofLink report={r} />, className: 'px-4 py-3 whitespace-nowrap' },
  {
    key: 'created_at',
    header: 'Submitted At',
    cell: (r) => <time dateTime={r.created_at}>{formatDateTime(r.created_at)}</time>,
    className: 'px-4 py-3 whitespace-nowrap text-ink-700',
  },
];

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

      <DataTable
        caption="Reported job scams, newest first"
        columns={COLUMNS}
        rows={rows}
        rowKey={(r) => r.id}
        rowClassName="align-top"
        loading={reports.isPending && 'Loading...'}
        empty="No scam reports found."
        card={(r) => (
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
        )}
        footer={meta ? <InboxPager meta={meta} onPage={setPage} label="Scam report pages" /> : null}
      />
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
