import { useNavigate } from 'react-router';
import { useStaffJob } from '../../api/jobs-staff';
import { EditRecordPage, type EditRecordTexts } from '../../components/edit-record-page';
import { useIdParam } from '../../hooks/use-id-param';
import { usePageTitle } from '../../hooks/use-page-title';
import { JobEditForm } from './job-edit-form';
import { JOB_NOT_FOUND, LOAD_JOBS_FAILED, MISSING_JOB_ID } from './job-messages';

const JOBS = '/businessdashboard/jobs';
const TEXTS: EditRecordTexts = {
  title: 'Edit Job',
  back: { to: JOBS, label: 'Back to Job List' },
  missingId: MISSING_JOB_ID,
  loading: 'Loading job...',
  notFound: JOB_NOT_FOUND,
  failed: LOAD_JOBS_FAILED,
};

/** /businessdashboard/formedit/:id: the shared job edit form as a page (staff-portal.md §2, §8 "Job update"). */
export default function JobEditPage() {
  usePageTitle('Edit Job');
  const navigate = useNavigate();
  const id = useIdParam();
  const job = useStaffJob(id);

  return (
    <EditRecordPage texts={TEXTS} id={id} query={job} nameOf={(j) => j.job_title}>
      {(record) => <JobEditForm key={record.job_id} job={record} idPrefix="job-edit-page" onCancel={() => void navigate(JOBS)} />}
    </EditRecordPage>
  );
}
