import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Check, CircleDot, Lock, XCircle } from 'lucide-react';
import { STAGES, STAGE_CARD_LABELS, type Stage } from '@talentra/contract';
import { ApiError } from '../../api/api-client';
import { MSG, REJECTION_REASON_MAX } from '@talentra/contract';
import {
  hiringKeys,
  undoRejection,
  updateTracker,
  useTracker,
  type ProcessStages,
  type StaffCandidate,
  type TrackerUpdateAnswer,
} from '../../api/hiring';
import { Button } from '../../components/button';
import { Link } from '../../components/link';
import { Modal } from '../../components/modal';
import { Spinner } from '../../components/spinner';
import { cn } from '../../lib/cn';
import { orNotSpecified } from '../../lib/format';
import {
  REJECTED_LABEL,
  canCompleteStage,
  canReject,
  canUndoRejection,
  completedStageCount,
  isRejected,
  movableBackStage,
  summaryLabel,
  type HiringCounts,
} from './hiring-rules';
import { Alert } from '../../components/ui/alert';
import { MoveBackPanel } from '../../components/hiring/move-back-panel';

export type StageChange = Stage | 'rejected';

interface ProcessTrackerModalProps {
  candidate: StaffCandidate;
  /** The candidate's job is closed: the tracker is read-only (staff-portal.md §4 "Closed job view"). */
  jobClosed: boolean;
  counts: HiringCounts;
  /** The server's job_closure_message after an auto-close, shown as an alert. */
  closureMessage: string | null;
  onClose: () => void;
  /** After a successful update: the page reloads its data and runs the closure check. */
  onUpdated: (change: StageChange, answer: TrackerUpdateAnswer) => void;
}

const labelOf = (change: StageChange) => (change === 'rejected' ? REJECTED_LABEL : STAGE_CARD_LABELS[change]);

/** The Hiring Process Tracker (staff-portal.md §2, §4 "Hiring stages"). */
export function ProcessTrackerModal({ candidate, jobClosed, counts, closureMessage, onClose, onUpdated }: ProcessTrackerModalProps) {
  const queryClient = useQueryClient();
  const tracker = useTracker(candidate.id);
  const [selected, setSelected] = useState<StageChange | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [closedByUpdate, setClosedByUpdate] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = useId();

  const stages: ProcessStages | null = tracker.data !== undefined ? tracker.data : candidate.process_stages;
  const hasTracker = stages !== null;
  const closed = jobClosed || closedByUpdate;
  const readOnly = closed || !hasTracker;

  const update = useMutation({
    mutationFn: (change: StageChange) => updateTracker(candidate.id, change, change === 'rejected' ? reason.trim() : undefined),
    onSuccess: (answer, change) => {
      queryClient.setQueryData(hiringKeys.tracker(candidate.id), answer.stages);
      setSelected(null);
      setMessage(null);
      setReason('');
      if (answer.jobAutoClosed) setClosedByUpdate(true);
      onUpdated(change, answer);
    },
    onError: (error) => {
      setMessage(error instanceof ApiError && error.status > 0 ? `Failed to update process tracker: ${error.message}` : 'Failed to update progress');
    },
  });

  const undo = useMutation({
    mutationFn: () => undoRejection(candidate.id),
    onSuccess: (stagesAfter) => {
      queryClient.setQueryData(hiringKeys.tracker(candidate.id), stagesAfter);
      setMessage(null);
      onUpdated('rejected', { stages: stagesAfter, jobAutoClosed: false, jobClosureMessage: null });
    },
    onError: (error) => {
      setMessage(error instanceof ApiError && error.status > 0 ? `Failed to undo the rejection: ${error.message}` : 'Failed to undo the rejection');
    },
  });

  const submit = () => {
    if (!selected) {
      setMessage('Please select a stage to update');
      return;
    }
    if (selected === 'rejected' && !reason.trim()) {
      setMessage(MSG.rejectionReasonRequired);
      document.getElementById(reasonId)?.focus();
      return;
    }
    update.mutate(selected);
  };

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Hiring Process Tracker"
      description={`${candidate.candidate_name}${candidate.job_title ? ` · ${candidate.job_title}` : ''}`}
      size="lg"
      maxHeight="90vh"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <div className="space-y-6">
        {closureMessage ? (
          <Alert tone="warning" size="md" role="alert" as="p">
            {closureMessage}
          </Alert>
        ) : null}

        <CandidateSummary candidate={candidate} stages={stages} />

        {tracker.isPending && candidate.process_stages === null ? <Spinner label="Loading hiring process..." /> : null}
        {tracker.isError ? (
          <p role="alert" className="text-sm font-medium text-danger-600">
            Failed to load the hiring process. Please try again.
          </p>
        ) : null}
        {!hasTracker && !tracker.isPending ? (
          <p className="rounded-md bg-slate-100 px-4 py-3 text-sm text-ink-700">Select this candidate to start the hiring process.</p>
        ) : null}

        <fieldset>
          <legend className="text-base font-semibold text-ink-900">Hiring Stages</legend>
          {closed ? (
            <p className="mt-1 flex items-center gap-2 text-sm text-ink-700">
              <Lock aria-hidden="true" className="size-4" /> This job is closed: the hiring process is read-only.
            </p>
          ) : null}
          <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {STAGES.map((stage) => {
              const done = stages?.[stage] === 'completed';
              const offered = !readOnly && canCompleteStage(stages, stage, closed);
              const state = done ? 'Completed' : closed ? 'Job Closed' : isRejected(stages) ? 'Not available' : offered ? 'Next step' : 'Locked';
              return (
                <StageCard
                  key={stage}
                  value={stage}
                  label={STAGE_CARD_LABELS[stage]}
                  state={state}
                  done={done}
                  offered={offered}
                  checked={selected === stage}
                  onSelect={() => {
                    setSelected(stage);
                    setMessage(null);
                  }}
                />
              );
            })}
            <StageCard
              value="rejected"
              label={REJECTED_LABEL}
              state={isRejected(stages) ? 'Rejected' : closed ? 'Job Closed' : !hasTracker ? 'Locked' : 'Available'}
              done={isRejected(stages)}
              danger
              offered={!readOnly && canReject(stages, closed)}
              checked={selected === 'rejected'}
              onSelect={() => {
                setSelected('rejected');
                setMessage(null);
              }}
            />
          </div>
        </fieldset>

        {isRejected(stages) ? (
          <Alert size="panel" role={false} className="space-y-2">
            <p className="text-sm text-ink-900">
              <span className="font-semibold">Reason for rejection:</span> {stages?.rejection_reason?.trim() || 'Not recorded'}
            </p>
            {canUndoRejection(stages, closed) ? (
              <Button variant="secondary" size="sm" onClick={() => undo.mutate()} disabled={undo.isPending}>
                {undo.isPending ? 'Undoing...' : 'Undo rejection'}
              </Button>
            ) : null}
          </Alert>
        ) : null}

        {!readOnly && movableBackStage(stages, closed) ? (
          <MoveBackPanel
            candidateId={candidate.id}
            stage={movableBackStage(stages, closed)!}
            onMoved={(stagesAfter) => {
              setSelected(null);
              setMessage(null);
              // the page reloads as after an undone rejection (only an offer asks it for more)
              onUpdated('rejected', { stages: stagesAfter, jobAutoClosed: false, jobClosureMessage: null });
            }}
          />
        ) : null}

        {!readOnly ? (
          <div className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
            {selected ? <Confirmation change={selected} counts={counts} /> : <p className="text-sm text-ink-700">Choose the step to record.</p>}
            {selected === 'rejected' ? (
              <div>
                <label htmlFor={reasonId} className="block text-sm font-semibold text-ink-900">
                  Reason for rejection <span aria-hidden="true">*</span>
                </label>
                <textarea
                  id={reasonId}
                  required
                  aria-required="true"
                  maxLength={REJECTION_REASON_MAX}
                  rows={2}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                  className="mt-1 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm"
                />
              </div>
            ) : null}
            {message ? (
              <p role="alert" className="text-sm font-medium text-danger-600">
                {message}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button onClick={submit} disabled={update.isPending} variant={selected === 'rejected' ? 'danger' : 'primary'}>
                {update.isPending ? 'Updating...' : 'Update Progress'}
              </Button>
              {selected ? (
                <Button variant="ghost" onClick={() => setSelected(null)} disabled={update.isPending}>
                  Cancel
                </Button>
              ) : null}
            </div>
          </div>
        ) : message ? (
          <p role="alert" className="text-sm font-medium text-danger-600">
            {message}
          </p>
        ) : null}

        <ProgressStrip stages={stages} />
      </div>
    </Modal>
  );
}

function StageCard({
  value,
  label,
  state,
  done,
  offered,
  checked,
  danger = false,
  onSelect,
}: {
  value: StageChange;
  label: string;
  state: string;
  done: boolean;
  offered: boolean;
  checked: boolean;
  danger?: boolean;
  onSelect: () => void;
}) {
  const id = useId();
  return (
    <label
      htmlFor={`${id}-input`}
      className={cn(
        'flex items-start gap-3 rounded-lg border p-3',
        offered ? 'cursor-pointer border-slate-400 bg-white hover:border-brand-500' : 'cursor-not-allowed',
        done ? (danger ? 'border-red-300 bg-red-50' : 'border-green-300 bg-green-50') : !offered && 'border-slate-200 bg-slate-100',
        checked && 'border-brand-700 ring-2 ring-brand-500',
      )}
    >
      <input
        id={`${id}-input`}
        type="radio"
        name="hiring-stage"
        value={value}
        checked={checked}
        disabled={!offered}
        onChange={onSelect}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-state`}
        className="mt-1 size-4 accent-brand-700"
      />
      <span className="min-w-0">
        <span id={`${id}-label`} className="block font-semibold text-ink-900">
          {label}
        </span>
        <span
          id={`${id}-state`}
          className={cn('mt-0.5 flex items-center gap-1 text-sm', done ? (danger ? 'text-red-800' : 'text-green-800') : 'text-ink-700')}
        >
          {done ? danger ? <XCircle aria-hidden="true" className="size-4" /> : <Check aria-hidden="true" className="size-4" /> : null}
          {state}
        </span>
      </span>
    </label>
  );
}

function Confirmation({ change, counts }: { change: StageChange; counts: HiringCounts }) {
  if (change === 'rejected') {
    return <p className="font-medium text-ink-900">Ready to mark this candidate as &quot;{REJECTED_LABEL}&quot;?</p>;
  }
  return (
    <div className="space-y-2">
      <p className="font-medium text-ink-900">Ready to mark &quot;{labelOf(change)}&quot; as completed?</p>
      {change === 'offer_letter' ? (
        <Alert tone="warning" role={false} icon={AlertTriangle}>
          <div>
            <p className="font-semibold">This confirms that the candidate has officially joined and the position is filled.</p>
            <p className="mt-1">
              Selected: {counts.selected + 1} of {counts.totalPositions} · Positions Left: {Math.max(0, counts.positionsLeft - 1)}
            </p>
          </div>
        </Alert>
      ) : null}
    </div>
  );
}

function CandidateSummary({ candidate, stages }: { candidate: StaffCandidate; stages: ProcessStages | null }) {
  const label = summaryLabel(stages);
  const tone = isRejected(stages)
    ? 'bg-red-100 text-red-900'
    : label === 'Process Complete'
      ? 'bg-green-100 text-green-900'
      : 'bg-amber-100 text-ink-900';
  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-lg font-semibold text-ink-900">
          <Link to={`/candidates/${candidate.id}`} className="text-brand-800 underline underline-offset-2">
            {candidate.candidate_name}
          </Link>
        </p>
        <span className={cn('rounded-full px-3 py-1 text-sm font-semibold', tone)}>{label}</span>
      </div>
      <div className="mt-3 grid gap-4 text-sm sm:grid-cols-3">
        <SummaryGroup
          title="Contact"
          rows={[
            ['Email', candidate.email],
            ['Mobile', candidate.mobile_number],
            ['Location', candidate.current_location],
          ]}
        />
        <SummaryGroup
          title="Professional"
          rows={[
            ['Current Company', candidate.current_company],
            ['Experience (years)', candidate.years_experience],
            ['Notice Period', candidate.notice_period],
          ]}
        />
        <SummaryGroup
          title="Compensation"
          rows={[
            ['Current CTC', candidate.current_ctc],
            ['Expected CTC', candidate.expected_ctc],
          ]}
        />
      </div>
    </div>
  );
}

function SummaryGroup({ title, rows }: { title: string; rows: [string, string | null | undefined][] }) {
  return (
    <div>
      <p className="font-semibold text-brand-900">{title}</p>
      <dl className="mt-1 space-y-1">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-ink-500">{label}</dt>
            <dd className="break-words text-ink-900">{orNotSpecified(value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function ProgressStrip({ stages }: { stages: ProcessStages | null }) {
  const done = completedStageCount(stages);
  return (
    <div>
      <p className="text-base font-semibold text-ink-900">Current Progress</p>
      <p className="text-sm text-ink-700">
        {done} of {STAGES.length} stages completed{isRejected(stages) ? ' · Rejected' : ''}
      </p>
      <ol className="mt-3 flex flex-wrap items-center gap-2">
        {STAGES.map((stage) => {
          const complete = stages?.[stage] === 'completed';
          return (
            <li
              key={stage}
              className={cn(
                'flex items-center gap-1 rounded-full px-3 py-1 text-xs font-semibold',
                complete ? 'bg-green-700 text-white' : 'bg-slate-200 text-ink-700',
              )}
            >
              {complete ? <Check aria-hidden="true" className="size-3.5" /> : <CircleDot aria-hidden="true" className="size-3.5" />}
              {STAGE_CARD_LABELS[stage]}
              <span className="sr-only">{complete ? ' (completed)' : ' (pending)'}</span>
            </li>
          );
        })}
        {isRejected(stages) ? <li className="rounded-full bg-red-700 px-3 py-1 text-xs font-semibold text-white">{REJECTED_LABEL}</li> : null}
      </ol>
    </div>
  );
}
