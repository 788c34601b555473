/**
 * The optional navigation state of the staff candidate form (staff-portal.md §2 "Hrteam HR candidate
 * form"): set by the candidate status page's Add Candidate button.
 */
export interface CandidateFormState {
  preSelectedJobId?: number;
  jobTitle?: string;
  clientName?: string;
  location?: string;
  /** The page to return to after success ('Back to Job'), path and query. */
  returnPath?: string;
  shouldRefreshOnReturn?: boolean;
}

/** The state the form hands back when it returns to returnPath. */
export interface CandidateFormReturnState {
  refreshData?: boolean;
}

/** Reads the state defensively: history state can hold anything. */
export function readCandidateFormState(state: unknown): CandidateFormState {
  if (typeof state !== 'object' || state === null) return {};
  const s = state as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined);
  const jobId = typeof s.preSelectedJobId === 'number' ? s.preSelectedJobId : Number(s.preSelectedJobId);
  const result: CandidateFormState = {};
  if (Number.isInteger(jobId) && jobId > 0) result.preSelectedJobId = jobId;
  const jobTitle = text(s.jobTitle);
  if (jobTitle) result.jobTitle = jobTitle;
  const clientName = text(s.clientName);
  if (clientName) result.clientName = clientName;
  const location = text(s.location);
  if (location) result.location = location;
  // only a path inside this app: never an absolute URL or a protocol-relative one
  const returnPath = text(s.returnPath);
  if (returnPath && returnPath.startsWith('/') && !returnPath.startsWith('//')) result.returnPath = returnPath;
  if (s.shouldRefreshOnReturn === true) result.shouldRefreshOnReturn = true;
  return result;
}
