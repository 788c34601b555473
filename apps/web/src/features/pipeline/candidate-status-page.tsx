import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Columns3, Lock, UserPlus, X } from 'lucide-react';
import { CLOSURE_CHECK_DELAY_MS, interviewStageOf } from '@talentra/contract';
import {
  checkAllClosures,
  ensureTracker,
  hiringKeys,
  setCandidateStatus,
  useJobCandidates,
  useStaffJobs,
  type StaffCandidate,
  type StaffJob,
  type TrackerUpdateAnswer,
} from '../../api/hiring';
import { Button, ButtonLink } from '../../components/button';
import { Link } from '../../components/link';
import type { CandidateFormState } from '../../lib/candidate-form-state';
import { EmptyState } from '../../components/empty-state';
import { Spinner } from '../../components/spinner';
import { usePageTitle } from '../../hooks/use-page-title';
import { cn } from '../../lib/cn';
import { ScheduleInterviewDialog } from '../../components/hiring/schedule-interview-dialog';
import { CandidateCard } from './candidate-card';
import { formatMediumDate } from '../../lib/dates';
import { errorMessage } from '../../lib/format';
import { hiringCounts, isJobClosed, type HiringCounts } from './hiring-rules';
import { JobDetailsPanel } from './job-details-panel';
import { matchJobs } from './position-groups';
import { ProcessTrackerModal, type StageChange } from './process-tracker-modal';
import { Alert } from '../../components/ui/alert';

const POSITIONS_PATH = '/hrteamdashboard/positions';
const CANDIDATE_FORM_PATH = '/hrteamdashboard/candidateform-page';

/**
 * /hrteamdashboard/candidatestatus/:jobTitle?client= (staff-portal.md §2 "Hrteam candidate status",
 * §4 "Candidate selection", "Counts", "Closed job view"). Also reached as /Hrteamdashboard/...
 */
export default function CandidateStatusPage() {
  const { jobTitle } = useParams();
  const [search] = useSearchParams();
  const title = jobTitle?.trim() ?? '';
  if (!title) return <SelectAPosition />;
  return <JobCandidates key={`${title}\u0000${search.get('client') ?? ''}`} title={title} client={search.get('client')?.trim() ?? ''} />;
}

function SelectAPosition() {
  usePageTitle('Candidate Status');
  return (
    <EmptyState
      title="Select a Position"
      description="Choose a position to see its candidates and hiring progress."
      action={
        <ButtonLink to={POSITIONS_PATH}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Go Back to Positions
        </ButtonLink>
      }
    />
  );
}

function JobCandidates({ title, client }: { title: string; client: string }) {
  usePageTitle(`${title} · Candidate Status`);
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const jobs = useStaffJobs();
  const matched = useMemo(() => matchJobs(jobs.data ?? [], title, client), [jobs.data, title, client]);
  const jobIds = useMemo(() => matched.map((j) => j.job_id), [matched]);
  const candidates = useJobCandidates(jobIds);
  const list = useMemo(() => candidates.data ?? [], [candidates.data]);
  const counts = useMemo(() => hiringCounts(matched, list), [matched, list]);

  const [pageError, setPageError] = useState<string | null>(null);
  const [selectingId, setSelectingId] = useState<number | null>(null);
  const [trackerId, setTrackerId] = useState<number | null>(null);
  const [scheduling, setScheduling] = useState<StaffCandidate | null>(null);
  const [closureMessage, setClosureMessage] = useState<string | null>(null);
  const closureTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closureTimer.current), []);

  const reload = () => queryClient.invalidateQueries({ queryKey: hiringKeys.all });

  // back from the candidate form with { refreshData: true }: reload, then forget the flag
  const refreshRequested = Boolean((location.state as { refreshData?: unknown } | null)?.refreshData);
  useEffect(() => {
    if (!refreshRequested) return;
    void queryClient.invalidateQueries({ queryKey: hiringKeys.all });
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [refreshRequested, queryClient, navigate, location.pathname, location.search]);

  const closed = matched.length > 0 && matched.every((j) => isJobClosed(j));
  const primary = matched.find((j) => !isJobClosed(j)) ?? matched[0];
  const jobById = useMemo(() => new Map(matched.map((j) => [j.job_id, j])), [matched]);
  const trackerCandidate = trackerId === null ? undefined : list.find((c) => c.id === trackerId);

  const select = async (candidate: StaffCandidate) => {
    const id = candidate.id ?? candidate.candidate_id;
    if (!id) {
      setPageError('Candidate ID is missing.');
      return;
    }
    setPageError(null);
    setSelectingId(id);
    try {
      await setCandidateStatus(id, 'Selected');
    } catch (error) {
      setPageError(`Failed to update candidate status: ${errorMessage(error)}`);
      setSelectingId(null);
      return;
    }
    try {
      await ensureTracker(id);
    } catch (error) {
      setPageError(`Failed to update process tracker: ${errorMessage(error)}`);
    }
    await queryClient.invalidateQueries({ queryKey: hiringKeys.candidates(jobIds) });
    await queryClient.invalidateQueries({ queryKey: hiringKeys.tracker(id) });
    setSelectingId(null);
    setTrackerId(id);
  };

  const onStageUpdated = (change: StageChange, answer: TrackerUpdateAnswer) => {
    if (answer.jobAutoClosed) setClosureMessage(answer.jobClosureMessage ?? 'All positions are filled: the job has been closed.');
    void reload();
    if (change === 'offer_letter') {
      // a closure check 1 s after an offer letter (staff-portal.md §4, §9); reload if any job closed
      clearTimeout(closureTimer.current);
      closureTimer.current = setTimeout(() => {
        checkAllClosures()
          .then((closedCount) => (closedCount > 0 ? reload() : undefined))
          .catch(() => undefined);
      }, CLOSURE_CHECK_DELAY_MS);
    }
  };

  const addCandidate = () => {
    const target = primary && !isJobClosed(primary) ? primary : undefined;
    const state: CandidateFormState = {
      ...(target ? { preSelectedJobId: target.job_id, jobTitle: target.job_title } : { jobTitle: title }),
      ...(target?.client_name ? { clientName: target.client_name } : client ? { clientName: client } : {}),
      ...(target?.job_location ? { location: target.job_location } : {}),
      returnPath: `${location.pathname}${location.search}`,
      shouldRefreshOnReturn: true,
    };
    void navigate(CANDIDATE_FORM_PATH, { state });
  };

  if (jobs.isPending || (jobIds.length > 0 && candidates.isPending))
    return <Spinner label="Loading candidates..." className="justify-center py-12" />;

  if (jobs.isError || candidates.isError) {
    return (
      <Alert size="panel">
        <p className="font-medium">Failed to load data. Please try again.</p>
        <Button variant="danger" size="sm" className="mt-3" onClick={() => void reload()}>
          Retry
        </Button>
      </Alert>
    );
  }

  if (!primary) {
    return (
      <EmptyState
        title="Position Not Found"
        description={`No job matches "${title}"${client ? ` for ${client}` : ''}.`}
        action={
          <ButtonLink to={POSITIONS_PATH}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Go Back to Positions
          </ButtonLink>
        }
      />
    );
  }

  const closedJob = closed ? closedInfo(matched) : null;

  return (
    <div className="space-y-6">
      <ButtonLink to={POSITIONS_PATH} variant="ghost" size="sm">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Positions
      </ButtonLink>

      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight break-words text-brand-900">
            {primary.job_title}
            {closed ? <Lock aria-label="Closed" role="img" className="size-6 shrink-0 text-red-700" /> : null}
          </h1>
          <p className="mt-1 text-ink-700">{primary.client_name || client || 'Client not specified'}</p>
          {/* the pipeline board of each job shown here (issue 15) */}
          <p className="mt-2 flex flex-wrap gap-3 text-sm">
            {matched.map((job) => (
              <Link
                key={job.job_id}
                to={`/jobs/${job.job_id}/pipeline`}
                className="inline-flex items-center gap-1 font-semibold text-brand-800 underline"
              >
                <Columns3 aria-hidden="true" className="size-4" />
                {matched.length > 1 ? `Pipeline board (job ${job.job_id})` : 'Pipeline board'}
              </Link>
            ))}
          </p>
        </div>
        {!closed ? (
          <Button onClick={addCandidate}>
            <UserPlus aria-hidden="true" className="size-4" />
            Add Candidate
          </Button>
        ) : null}
      </header>

      {closedJob ? (
        <Alert as="section" size="panel" role={false} aria-labelledby="job-closed-title">
          <h2 id="job-closed-title" className="flex items-center gap-2 text-lg font-semibold text-red-800">
            <Lock aria-hidden="true" className="size-5" />
            Job Closed
          </h2>
          <p className="mt-1 text-ink-900">Reason: {closedJob.reason ?? 'Not specified'}</p>
          <p className="text-ink-900">Closed on: {formatMediumDate(closedJob.closedAt)}</p>
        </Alert>
      ) : null}

      {closureMessage && trackerId === null ? (
        <Alert tone="warning" size="panel" className="flex items-start justify-between gap-3">
          <p className="font-medium">{closureMessage}</p>
          <button type="button" className="rounded p-1 hover:bg-amber-100" aria-label="Dismiss message" onClick={() => setClosureMessage(null)}>
            <X aria-hidden="true" className="size-4" />
          </button>
        </Alert>
      ) : null}

      {pageError ? (
        <Alert size="panel" className="flex flex-wrap items-center justify-between gap-3">
          <p className="font-medium">{pageError}</p>
          <Button variant="secondary" size="sm" onClick={() => setPageError(null)}>
            Dismiss
          </Button>
        </Alert>
      ) : null}

      <StatTiles counts={counts} closed={closed} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div>
          <JobDetailsPanel job={primary} jobCount={matched.length} />
        </div>
        <section aria-labelledby="candidates-title" className="space-y-4">
          <h2 id="candidates-title" className="text-xl font-semibold text-brand-900">
            Candidates Applied ({list.length})
          </h2>
          {list.length === 0 ? (
            <EmptyState
              title="No Candidates Found"
              description="Nobody has applied for this position yet."
              action={
                !closed ? (
                  <Button onClick={addCandidate}>
                    <UserPlus aria-hidden="true" className="size-4" />
                    Add New Candidate
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <ul className="space-y-4">
              {list.map((candidate) => (
                <li key={candidate.id}>
                  <CandidateCard
                    candidate={candidate}
                    jobClosed={isJobClosed(jobById.get(candidate.job_id))}
                    selecting={selectingId === candidate.id}
                    onSelect={() => void select(candidate)}
                    onOpenTracker={() => setTrackerId(candidate.id)}
                    onScheduleInterview={() => setScheduling(candidate)}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      {trackerCandidate ? (
        <ProcessTrackerModal
          key={trackerCandidate.id}
          candidate={trackerCandidate}
          jobClosed={isJobClosed(jobById.get(trackerCandidate.job_id))}
          counts={counts}
          closureMessage={closureMessage}
          onClose={() => setTrackerId(null)}
          onUpdated={onStageUpdated}
        />
      ) : null}
      {scheduling && interviewStageOf(scheduling.process_stages) ? (
        <ScheduleInterviewDialog
          candidateId={scheduling.id}
          candidateName={scheduling.candidate_name}
          jobId={scheduling.job_id}
          stage={interviewStageOf(scheduling.process_stages)!}
          onClose={() => setScheduling(null)}
        />
      ) : null}
    </div>
  );
}

/** The reason and date of the latest closure among the matched jobs. */
function closedInfo(jobs: StaffJob[]): { reason: string | null; closedAt: string | null } {
  const time = (j: StaffJob) => Date.parse(j.closed_at ?? j.auto_closed_at ?? '') || 0;
  const latest = [...jobs].sort((a, b) => time(b) - time(a))[0];
  return {
    reason: latest?.closure_reason ?? latest?.auto_close_reason ?? null,
    closedAt: latest?.closed_at ?? latest?.auto_closed_at ?? null,
  };
}

function StatTiles({ counts, closed }: { counts: HiringCounts; closed: boolean }) {
  const tiles: { label: string; value: number | string; tone: string }[] = [
    closed
      ? { label: 'Closed Job', value: counts.totalPositions, tone: 'border-red-200 bg-red-50' }
      : { label: 'Open Positions', value: counts.totalPositions, tone: 'border-brand-200 bg-brand-50' },
    { label: 'Applications', value: counts.applications, tone: 'border-slate-200 bg-white' },
    { label: 'Selected (Offer Done)', value: counts.selected, tone: 'border-green-200 bg-green-50' },
    { label: 'In Process (Under Review)', value: counts.inProcess, tone: 'border-amber-200 bg-amber-50' },
    { label: 'Rejected (Not Selected)', value: counts.rejected, tone: 'border-red-200 bg-red-50' },
    { label: 'Positions Left', value: counts.positionsLeft, tone: 'border-slate-200 bg-white' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
      {tiles.map((tile) => (
        <div key={tile.label} className={cn('flex flex-col-reverse rounded-lg border p-3', tile.tone)}>
          <dt className="text-sm text-ink-700">{tile.label}</dt>
          <dd className="text-2xl font-bold text-ink-900">{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
