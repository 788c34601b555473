import { ApiError } from '../../api/api-client';
import type { AutoActionResult, StaffJob } from '../../api/jobs-staff';
import type { Notice } from '../../components/notice-banner';
import { JOB_FIELD_LABELS } from './job-form';
import { isNetworkFailure } from '../../components/ui/server-errors';

export type { Notice };

/**
 * The texts of staff-portal.md §8 "Admin job list" and "Job update", in one place so the table,
 * the modal and the Bdm page say the same thing.
 */

export const LOAD_JOBS_FAILED = 'Failed to load jobs.';
export const JOB_NOT_FOUND = 'Job not found';
export const MISSING_JOB_ID = 'Error: Missing job ID.';
export const REOPEN_CONFIRM = 'Are you sure you want to reopen this closed job?';
export const DELETE_CONFIRM = 'Are you sure you want to delete this job?';
/** The delete dialog says what else leaves the lists with the job (issue 14). */
export const hiddenCandidatesWarning = (count: number) =>
  count === 0
    ? 'It has no candidates.'
    : `This job has ${count} candidate${count === 1 ? '' : 's'}; they will be hidden with it. An Admin can restore the job later.`;
export const REOPEN_FAILED = 'Failed to reopen job. Please try again.';
const CLOSE_NETWORK_FAILED = 'An error occurred while closing the job';
const DELETE_NETWORK_FAILED = 'An error occurred while deleting the job';
const UPDATE_OK = 'Job updated successfully!';
const UPDATE_REOPENED = 'Job updated and automatically REOPENED!';
const UPDATE_CLOSED = 'Job updated and automatically CLOSED!';
export const UPDATE_VALIDATION = 'Validation Failed';
const UPDATE_FALLBACK = 'Update failed';

export { isNetworkFailure };

export function closeErrorMessage(error: unknown): string {
  if (isNetworkFailure(error)) return CLOSE_NETWORK_FAILED;
  return `Failed to close job: ${(error as ApiError).message || 'Unknown error'}`;
}

export function deleteErrorMessage(error: unknown): string {
  if (isNetworkFailure(error)) return DELETE_NETWORK_FAILED;
  return `Failed to delete job: ${(error as ApiError).message || 'Unknown error'}`;
}

/** What the edit form says after a successful update (auto_action_result decides). */
export function updateSuccessNotice(
  before: Pick<StaffJob, 'no_of_positions'>,
  after: StaffJob,
  auto: AutoActionResult | null | undefined,
  serverMessage?: string,
): Notice {
  if (auto?.success && (auto.action === 'reopened' || /reopened/i.test(auto.message))) {
    const visible = after.is_visible ?? (after.is_active && after.status === 'open');
    return {
      tone: 'success',
      title: UPDATE_REOPENED,
      lines: [
        `Positions changed from ${before.no_of_positions} to ${after.no_of_positions}.`,
        visible ? 'The job is now visible on the career page.' : 'The job is not visible on the career page yet (check its status).',
      ],
    };
  }
  if (auto?.success && (auto.action === 'closed' || /closed/i.test(auto.message))) {
    return { tone: 'success', title: UPDATE_CLOSED, lines: [auto.message] };
  }
  if (auto?.message) return { tone: 'success', title: auto.message };
  return { tone: 'success', title: serverMessage && serverMessage !== UPDATE_OK ? serverMessage : UPDATE_OK };
}

/** 422 → 'Validation Failed' with each field and its messages; other answers 'Error: ...'; else 'Update failed'. */
export function updateErrorNotice(error: unknown): Notice {
  if (error instanceof ApiError) {
    const fields = Object.entries(error.errors);
    if (error.status === 422 && fields.length > 0) {
      return {
        tone: 'error',
        title: UPDATE_VALIDATION,
        lines: fields.map(([field, messages]) => `${JOB_FIELD_LABELS[field] ?? field}: ${messages.join(', ')}`),
      };
    }
    if (error.status !== 0 && error.message) return { tone: 'error', title: `Error: ${error.message}` };
    if (error.message) return { tone: 'error', title: UPDATE_FALLBACK, lines: [error.message] };
  }
  return { tone: 'error', title: UPDATE_FALLBACK };
}
