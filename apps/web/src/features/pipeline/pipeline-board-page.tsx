import { useParams } from 'react-router';
import { ArrowLeft, CalendarDays, ListChecks, Lock } from 'lucide-react';
import { ROLE_HOME } from '@talentra/contract';
import { usePipeline } from '../../api/pipeline';
import { Button, ButtonLink } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { usePageTitle } from '../../hooks/use-page-title';
import { useAuth } from '../../lib/session/auth-context';
import { PipelineBoard } from './pipeline-board';
import { SuggestedCandidates } from './suggested-candidates';
import { candidateStatusPath } from './position-groups';
import { Alert } from '../../components/ui/alert';
import { ClientReviewPanel } from '../../components/hiring/client-review-panel';

/** Where each role finds its list of jobs (the way back from a board). */
const JOBS_OF_ROLE = {
  Admin: `${ROLE_HOME.Admin}/jobs`,
  Bdm: `${ROLE_HOME.Bdm}/jobs`,
  Hrteam: `${ROLE_HOME.Hrteam}/positions`,
} as const;

/** /jobs/:id/pipeline (issue 15): a job's pipeline board. Admin and Hrteam move cards; Bdm reads. */
export default function PipelineBoardPage() {
  const { id } = useParams();
  const jobId = /^\d{1,10}$/.test(id ?? '') ? Number(id) : 0;
  const { user } = useAuth();
  const board = usePipeline(jobId);
  usePageTitle(board.data ? `Pipeline: ${board.data.job.job_title}` : 'Pipeline');
  const role = user?.user_role ?? 'Hrteam';
  const canWrite = role === 'Admin' || role === 'Hrteam';

  return (
    <div className="space-y-6">
      <ButtonLink to={JOBS_OF_ROLE[role]} variant="ghost" size="sm">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to jobs
      </ButtonLink>
      {jobId === 0 || board.isError ? (
        <Alert size="panel" className="space-y-3">
          <h1 className="text-2xl font-bold">Pipeline could not be loaded</h1>
          <p>{board.error?.message ?? 'Job not found'}</p>
          {jobId !== 0 ? (
            <Button variant="secondary" onClick={() => void board.refetch()}>
              Retry
            </Button>
          ) : null}
        </Alert>
      ) : board.isPending ? (
        <Spinner label="Loading pipeline..." />
      ) : (
        <>
          <header className="flex flex-wrap items-start justify-between gap-4">
            <div className="min-w-0">
              <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight break-words text-brand-900">
                Pipeline: {board.data.job.job_title}
                {board.data.job.closed ? <Lock aria-label="Closed" role="img" className="size-6 shrink-0 text-red-700" /> : null}
              </h1>
              <p className="mt-1 text-ink-700">
                {board.data.job.client_name || 'Client not specified'} · {board.data.total} {board.data.total === 1 ? 'candidate' : 'candidates'}
              </p>
              {board.data.job.closed ? <p className="mt-1 font-medium text-red-800">This job is closed: its hiring process is read-only.</p> : null}
            </div>
            <div className="flex flex-wrap gap-2">
              {/* the Hrteam's candidate status page of this job, which links back here (issue 43) */}
              {role === 'Hrteam' ? (
                <ButtonLink to={candidateStatusPath(board.data.job.job_title, board.data.job.client_name ?? '')} variant="secondary" size="sm">
                  <ListChecks aria-hidden="true" className="size-4" />
                  Candidate status
                </ButtonLink>
              ) : null}
              {canWrite ? (
                <ButtonLink to={`${ROLE_HOME[role]}/interviews`} variant="secondary" size="sm">
                  <CalendarDays aria-hidden="true" className="size-4" />
                  This week's interviews
                </ButtonLink>
              ) : null}
            </div>
          </header>
          <PipelineBoard board={board.data} canWrite={canWrite} />
          {/* the client's review by a link (issue 44): Admin and Hrteam send and follow it */}
          {canWrite ? <ClientReviewPanel board={board.data} /> : null}
          {/* people whose résumés match the job (issue 45): Admin and Hrteam, while it takes applications */}
          {canWrite && !board.data.job.closed ? <SuggestedCandidates jobId={jobId} /> : null}
        </>
      )}
    </div>
  );
}
