import type { PositionGroup } from '@talentra/contract';
import type { StaffJob } from '../../api/hiring';

/**
 * Position groups (staff-portal.md §3 "Position group", §4 "Position group status"): one card per
 * job title AND client. The grouping rule is the contract's, and the server groups (GET
 * /recruitments/positions); the page filters and counts the groups it gets.
 */
export { positionsOf, type PositionGroup, type PositionStatus } from '@talentra/contract';

const norm = (s: string | null | undefined) => (s ?? '').trim().toLowerCase();

interface PositionFilters {
  search: string;
  showActive: boolean;
  showClosed: boolean;
}

/** The search matches title or client; the toggles keep active (Mixed included) and closed cards. */
export function filterGroups(groups: readonly PositionGroup[], { search, showActive, showClosed }: PositionFilters): PositionGroup[] {
  const term = norm(search);
  return groups.filter((g) => (g.isActive ? showActive : showClosed) && (!term || norm(g.title).includes(term) || norm(g.clientName).includes(term)));
}

interface PositionTotals {
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
