import { useNavigate, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { ApiError } from '../../api/api-client';
import { useStaffJob } from '../../api/jobs-staff';
import { ButtonLink } from '../../components/button';
import { JobEditForm } from './job-edit-form';
import { JOB_NOT_FOUND, LOAD_JOBS_FAILED, MISSING_JOB_ID } from './job-messages';
import { NoticeBanner } from '../../components/notice-banner';
import { Spinner } from '../../components/spinner';
import { usePageTitle } from '../../hooks/use-page-title';

const JOBS = '/businessdashboard/jobs';

/** /businessdashboard/formedit/:id: the shared job edit form as a page (staff-portal.md §2, §8 "Job update"). */
export default function JobEditPage() {
  usePageTitle('Edit Job');
  const { id: param } = useParams();
  const navigate = useNavigate();
  const id = param && /^\d+$/.test(param) && Number(param) > 0 ? Number(param) : null;
  const job = useStaffJob(id);

  let body;
  if (id === null) body = <NoticeBanner notice={{ tone: 'error', title: MISSING_JOB_ID }} />;
  else if (job.isLoading) body = <Spinner label="Loading job..." />;
  else if (job.isError || !job.data)
    body = (
      <NoticeBanner notice={{ tone: 'error', title: job.error instanceof ApiError && job.error.status === 404 ? JOB_NOT_FOUND : LOAD_JOBS_FAILED }} />
    );
  else
    body = (
      <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <JobEditForm key={job.data.job_id} job={job.data} idPrefix="job-edit-page" onCancel={() => void navigate(JOBS)} />
      </div>
    );

  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900">Edit Job{job.data ? `: ${job.data.job_title}` : ''}</h1>
        <ButtonLink to={JOBS} variant="secondary" size="sm">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Job List
        </ButtonLink>
      </div>
      {body}
    </section>
  );
}
