import { JobList } from '../../../features/jobs/job-list';
import { usePageTitle } from '../../../hooks/use-page-title';

/** /admindashboard/jobs (staff-portal.md §2 "Admin All Job List"): edit in a modal, close, reopen, delete. */
export default function AllJobsPage() {
  usePageTitle('All Job List');
  return (
    <section className="space-y-6">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">All Job List</h1>
      <JobList canDelete />
    </section>
  );
}
