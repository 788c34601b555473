import { isJobClosed } from '@talentra/contract';
import type { StaffJob } from '../../api/hiring';

/**
 * Position groups (staff-portal.md §3 "Position group", §4 "Position group status"): one card per
 * job title AND client, so two clients hiring for the same title never share a card.
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

/** Active unless is_active is false (staff-portal.md §4 "Job"); a job with status closed is closed too. */
export const isJobActive = (job: Pick<StaffJob, 'is_active' | 'status'>) => !isJobClosed(job);

/** Default positions per job: 1 when missing (staff-portal.md §9). */
export const positionsOf = (job: Pick<StaffJob, 'no_of_positions'>) => {
  const n = Number(job.no_of_positions);
  return Number.isFinite(n) && n > 0 ? n : 1;
};

const norm = (s: string | null | undefined) => (s ?? '').trim().toLowerCase();
export const jobClientName = (job: Pick<StaffJob, 'client_name'>) => (job.client_name ?? '').trim();

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

/** Jobs without a title cannot be grouped and are left out. */
export function groupPositions(jobs: readonly StaffJob[]): PositionGroup[] {
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
    if (isJobActive(job)) group.activeJobs += 1;
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

/** Active (and Mixed) first, then by position count, largest first; ties by title. */
export function sortGroups(groups: PositionGroup[]): PositionGroup[] {
  return [...groups].sort((a, b) => Number(b.isActive) - Number(a.isActive) || b.count - a.count || a.title.localeCompare(b.title));
}

export interface PositionFilters {
  search: string;
  showActive: boolean;
  showClosed: boolean;
}

/** The search matches title or client; the toggles keep active (Mixed included) and closed cards. */
export function filterGroups(groups: readonly PositionGroup[], { search, showActive, showClosed }: PositionFilters): PositionGroup[] {
  const term = norm(search);
  return groups.filter((g) => (g.isActive ? showActive : showClosed) && (!term || norm(g.title).includes(term) || norm(g.clientName).includes(term)));
}

export interface PositionTotals {
  total: number;
  active: number;
  closed: number;
}
export function positionTotals(groups: readonly PositionGroup[]): PositionTotals {
  const active = groups.filter((g) => g.isActive).length;
  return { total: groups.length, active, closed: groups.length - active };
}

/** The candidate status page of a group; both values URL-encoded (staff-portal.md §2). */
export function candidateStatusPath(title: string, clientName: string): string {
  const base = `/hrteamdashboard/candidatestatus/${encodeURIComponent(title)}`;
  return clientName ? `${base}?client=${encodeURIComponent(clientName)}` : base;
}

const containsEither = (a: string, b: string) => a.includes(b) || b.includes(a);

/**
 * The jobs of a candidate status URL (staff-portal.md §4): title and client compared without case,
 * as a substring in either direction. Exact matches win when there are any, so "React Developer"
 * never pulls in "Senior React Developer"; and with a client, only that one client's jobs are kept.
 */
export function matchJobs(jobs: readonly StaffJob[], title: string | null | undefined, client: string | null | undefined): StaffJob[] {
  const t = norm(title);
  if (!t) return [];
  const c = norm(client);
  let pool = jobs.filter((j) => norm(j.job_title) !== '');
  if (c) {
    const exactClient = pool.filter((j) => norm(j.client_name) === c);
    const clientPool =
      exactClient.length > 0 ? exactClient : pool.filter((j) => norm(j.client_name) !== '' && containsEither(norm(j.client_name), c));
    pool = clientPool;
  }
  const exactTitle = pool.filter((j) => norm(j.job_title) === t);
  let matched = exactTitle.length > 0 ? exactTitle : pool.filter((j) => containsEither(norm(j.job_title), t));
  if (c && matched.length > 0) {
    // never mix two clients: a loose client match keeps the first client found
    const first = norm(matched[0]!.client_name);
    matched = matched.filter((j) => norm(j.client_name) === first);
  }
  return matched;
}
