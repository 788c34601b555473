import { isPublicJob, type PublicJob } from '../../api/public-job';

/**
 * What the careers buttons carry to the next page as router state (public-site.md §2 Careers).
 * State comes from history and may be anything (an old entry, another version): read it defensively.
 */
interface JobDetailState {
  job: PublicJob;
}
interface ApplyState {
  job_id: number;
  job_title: string;
}
export interface ReferState {
  job_id: number;
  job_title: string;
  job_location: string | null;
  client_name: string | null;
}

const record = (state: unknown): Record<string, unknown> | null =>
  typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : null;

/** A positive whole number from a route parameter, a query value or state, else undefined. */
export function positiveId(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

export const jobDetailState = (job: PublicJob): JobDetailState => ({ job });
export const applyState = (job: Pick<PublicJob, 'job_id' | 'job_title'>): ApplyState => ({ job_id: job.job_id, job_title: job.job_title });
export const referState = (job: Pick<PublicJob, 'job_id' | 'job_title' | 'job_location' | 'client_name'>): ReferState => ({
  job_id: job.job_id,
  job_title: job.job_title,
  job_location: job.job_location,
  client_name: job.client_name,
});

export function readJobDetailState(state: unknown): PublicJob | undefined {
  const job = record(state)?.job;
  return isPublicJob(job) ? job : undefined;
}

export function readApplyState(state: unknown): ApplyState | undefined {
  const s = record(state);
  const jobId = positiveId(s?.job_id);
  if (!s || jobId === undefined) return undefined;
  return { job_id: jobId, job_title: typeof s.job_title === 'string' ? s.job_title : '' };
}

export function readReferState(state: unknown): ReferState | undefined {
  const s = record(state);
  const jobId = positiveId(s?.job_id);
  if (!s || jobId === undefined) return undefined;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);
  return { job_id: jobId, job_title: text(s.job_title) ?? '', job_location: text(s.job_location), client_name: text(s.client_name) };
}
