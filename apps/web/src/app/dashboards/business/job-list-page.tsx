import { JobList } from '../../../features/jobs/job-list';
import { usePageTitle } from '../../../hooks/use-page-title';

/** /businessdashboard/jobs: the staff job list; Bdm edits on /businessdashboard/formedit/:id and cannot delete. */
export default function JobListPage() {
  usePageTitle('Job List');
  return (
    <section className="space-y-6">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">Job List</h1>
      <JobList canDelete={false} editHref={(id) => `/businessdashboard/formedit/${id}`} />
    </section>
  );
}
