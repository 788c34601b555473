import {
  STAGES,
  STAGE_CARD_LABELS,
  completeStageRefusal,
  isJobClosed as isClosed,
  lastCompletedStage,
  moveBackRefusal,
  pipelineColumn,
  rejectRefusal,
  undoRejectRefusal,
  type Stage,
} from '@talentra/contract';
import type { ProcessStages, StaffCandidate, StaffJob } from '../../api/hiring';
import { positionsOf } from './position-groups';

/**
 * The hiring rules as the screens offer them (staff-portal.md §4 "Hiring stages", "Counts"): the
 * contract's refusals, which the server enforces with (api.md "Hiring stages"; issue 43).
 */

export const REJECTED_LABEL = 'Rejected';

const isCompleted = (stages: ProcessStages | null | undefined, stage: Stage) => stages?.[stage] === 'completed';
export const isRejected = (stages: ProcessStages | null | undefined) => Boolean(stages?.rejected);
const isOfferDone = (stages: ProcessStages | null | undefined) => isCompleted(stages, 'offer_letter') && !isRejected(stages);
const hasAnyStage = (stages: ProcessStages | null | undefined) => Boolean(stages && [...STAGES, 'rejected' as const].some((s) => stages[s]));

/** The first stage not completed yet (the board's column, contract pipelineColumn), or null when all five are. */
export function nextStage(stages: ProcessStages | null | undefined): Stage | null {
  const column = pipelineColumn(stages);
  return column === 'joined' ? null : column;
}

/** A stage is offered only if the previous one is completed (the first always), it is not, the candidate is not rejected and the job is open. */
export function canCompleteStage(stages: ProcessStages | null | undefined, stage: Stage, jobClosed: boolean): boolean {
  return !jobClosed && completeStageRefusal(stages, stage) === null;
}

/** Reject is offered unless the job is closed or the candidate is rejected already (a joined candidate too: staff-portal.md). */
export const canReject = (stages: ProcessStages | null | undefined, jobClosed: boolean) => !jobClosed && rejectRefusal(stages) === null;
/** A rejection can be undone while the job is open. */
export const canUndoRejection = (stages: ProcessStages | null | undefined, jobClosed: boolean) => !jobClosed && undoRejectRefusal(stages) === null;

/** The stage "Move back" would take back: the last completed one, while the job is open and the candidate not rejected (issue 43). */
export function movableBackStage(stages: ProcessStages | null | undefined, jobClosed: boolean): Stage | null {
  return jobClosed || moveBackRefusal(stages) ? null : lastCompletedStage(stages);
}

/** 'Rejected', 'Process Complete' or 'Pending: {next step}' (default 'Pending: Hr Interview'). */
export function summaryLabel(stages: ProcessStages | null | undefined): string {
  if (isRejected(stages)) return REJECTED_LABEL;
  const next = nextStage(stages);
  return next ? `Pending: ${STAGE_CARD_LABELS[next]}` : 'Process Complete';
}

export const completedStageCount = (stages: ProcessStages | null | undefined) => STAGES.filter((s) => isCompleted(stages, s)).length;

export type CandidateStanding = 'applied' | 'in-process' | 'selected' | 'rejected';

/** Where a candidate stands: the card's action button reads Select, In Process, SELECTED or REJECTED. */
export function candidateStanding(candidate: Pick<StaffCandidate, 'status' | 'process_stages'>): CandidateStanding {
  const stages = candidate.process_stages;
  if (isRejected(stages)) return 'rejected';
  if (isOfferDone(stages)) return 'selected';
  if (candidate.status === 'Selected' || hasAnyStage(stages)) return 'in-process';
  return 'applied';
}

export const STANDING_BUTTON: Record<CandidateStanding, string> = {
  applied: 'Select',
  'in-process': 'In Process',
  selected: 'SELECTED',
  rejected: 'REJECTED',
};

export interface HiringCounts {
  /** Sum of no_of_positions of the matched jobs (1 each when missing). */
  totalPositions: number;
  applications: number;
  /** offer_letter completed and not rejected. */
  selected: number;
  /** (status Selected or any stage set) and not offer-completed and not rejected. */
  inProcess: number;
  rejected: number;
  /** Total positions minus selected, never below 0. */
  positionsLeft: number;
}

export function hiringCounts(
  jobs: readonly Pick<StaffJob, 'no_of_positions'>[],
  candidates: readonly Pick<StaffCandidate, 'status' | 'process_stages'>[],
): HiringCounts {
  const totalPositions = jobs.reduce((sum, job) => sum + positionsOf(job), 0);
  let selected = 0;
  let inProcess = 0;
  let rejected = 0;
  for (const candidate of candidates) {
    const standing = candidateStanding(candidate);
    if (standing === 'selected') selected += 1;
    else if (standing === 'in-process') inProcess += 1;
    else if (standing === 'rejected') rejected += 1;
  }
  return { totalPositions, applications: candidates.length, selected, inProcess, rejected, positionsLeft: Math.max(0, totalPositions - selected) };
}

/** A job closed for hiring: inactive or with status closed (api.md "Job lifecycle"). */
export const isJobClosed = (job: Pick<StaffJob, 'is_active' | 'status'> | undefined) => (job ? isClosed(job) : false);
