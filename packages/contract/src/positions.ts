import { isJobClosed } from './rules.js';

/**
 * Position groups (staff-portal.md §3 "Position group", §4 "Position group status"): one card per
 * job title AND client, so two clients hiring for the same title never share a card. Grouped on
 * the server (GET /recruitments/positions, issue 20); the rule lives here so it is written once.
 */
export type PositionStatus = 'Active' | 'Closed' | 'Mixed';

export interface PositionGroup {
  key: string;
  title: string;
  clientName: string;
  /** Sum of no_of_positions, 1 for a job without a value. */
  count: number;
  totalJobs: number;
  activeJobs: number;
  closedJobs: number;
  status: PositionStatus;
  /** Mixed counts as active for sorting and filtering. */
  isActive: boolean;
  autoCloseReason: string | null;
  autoClosedAt: string | null;
  /** The earliest creation date of the group's jobs. */
  createdAt: string | null;
  jobIds: number[];
}

/** What grouping reads of a job. */
export interface PositionJob {
  job_id: number;
  job_title: string | null;
  client_name: string | null;
  no_of_positions: number | null;
  is_active: boolean | number;
  status: string;
  auto_close_reason: string | null;
  auto_closed_at: string | null;
  closure_reason: string | null;
  closed_at: string | null;
  created_at: string | null;
}

/** Default positions per job: 1 when missing (staff-portal.md §9). */
export const positionsOf = (job: Pick<PositionJob, 'no_of_positions'>) => {
  const n = Number(job.no_of_positions);
  return Number.isFinite(n) && n > 0 ? n : 1;
};

const norm = (s: string | null | undefined) => (s ?? '').trim().toLowerCase();
export const jobClientName = (job: Pick<PositionJob, 'client_name'>) => (job.client_name ?? '').trim();

export function groupStatus(activeJobs: number, closedJobs: number): PositionStatus {
  if (closedJobs === 0) return 'Active';
  if (activeJobs === 0) return 'Closed';
  return 'Mixed';
}

const earlier = (a: string | null, b: string | null | undefined) => {
  if (!b) return a;
  if (!a) return b;
  return Date.parse(b) < Date.parse(a) ? b : a;
};

/** Active (and Mixed) first, then by position count, largest first; ties by title. */
export function sortGroups(groups: PositionGroup[]): PositionGroup[] {
  return [...groups].sort((a, b) => Number(b.isActive) - Number(a.isActive) || b.count - a.count || a.title.localeCompare(b.title));
}

/** Jobs without a title cannot be grouped and are left out. */
export function groupPositions(jobs: readonly PositionJob[]): PositionGroup[] {
  const groups = new Map<string, PositionGroup>();
  for (const job of jobs) {
    const title = (job.job_title ?? '').trim();
    if (!title) continue;
    const clientName = jobClientName(job);
    const key = `${norm(title)}\u0000${norm(clientName)}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        title,
        clientName,
        count: 0,
        totalJobs: 0,
        activeJobs: 0,
        closedJobs: 0,
        status: 'Active',
        isActive: true,
        autoCloseReason: null,
        autoClosedAt: null,
        createdAt: null,
        jobIds: [],
      };
      groups.set(key, group);
    }
    group.count += positionsOf(job);
    group.totalJobs += 1;
    if (!isJobClosed(job)) group.activeJobs += 1;
    else {
      group.closedJobs += 1;
      group.autoCloseReason ??= job.auto_close_reason ?? job.closure_reason ?? null;
      group.autoClosedAt ??= job.auto_closed_at ?? job.closed_at ?? null;
    }
    group.createdAt = earlier(group.createdAt, job.created_at);
    group.jobIds.push(job.job_id);
  }
  return sortGroups(
    [...groups.values()].map((g) => {
      const status = groupStatus(g.activeJobs, g.closedJobs);
      return { ...g, status, isActive: status !== 'Closed' };
    }),
  );
}
