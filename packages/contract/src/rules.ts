/**
 * Rules shared by server and screens (api.md "Job lifecycle", "Dashboard figures").
 * One definition: dashboards never re-derive them differently.
 */
export type ProjectBucket = 'warning' | 'caution' | 'good';

/**
 * The project-status rule as data, so the server can run the same rule in SQL (stats) and the
 * screens in TypeScript: the lower-cased notice period is matched in this order, first match wins.
 */
export const PROJECT_STATUS_RULES: readonly { bucket: ProjectBucket; contains: readonly string[] }[] = [
  { bucket: 'warning', contains: ['immediate'] },
  { bucket: 'good', contains: ['15 to 30', '1 month', '30', 'more'] },
  { bucket: 'caution', contains: ['10', '15'] },
];
export const PROJECT_STATUS_DEFAULT: ProjectBucket = 'good';

/** First match wins: Warning "immediate"; Good "15 to 30", "1 month", "30", "more"; Caution "10" or "15"; otherwise Good. */
export function projectStatusBucket(noticePeriod: string | null | undefined): ProjectBucket {
  const t = (noticePeriod ?? '').toLowerCase();
  return PROJECT_STATUS_RULES.find((rule) => rule.contains.some((s) => t.includes(s)))?.bucket ?? PROJECT_STATUS_DEFAULT;
}

/**
 * Whether a job is closed (staff-portal.md §8, api.md "Jobs"): made inactive, or its status is
 * 'closed' (the server sets both together). One rule for the server's rows (is_active 0/1) and the
 * screens (a boolean; a job that does not say counts as open).
 */
export function isJobClosed(job: { is_active?: boolean | number | null; status?: string | null }): boolean {
  return job.is_active === false || job.is_active === 0 || job.status === 'closed';
}

export interface VisibilityFields {
  deleted_at?: string | null;
  is_active: boolean | number;
  status: string;
  no_of_positions: number | null;
  auto_close_reason: string | null;
}
/** Visible on the public site: not deleted, active, open, positions > 0, not auto-closed. */
export function isJobVisible(job: VisibilityFields): boolean {
  return !job.deleted_at && Boolean(job.is_active) && job.status === 'open' && (job.no_of_positions ?? 0) > 0 && job.auto_close_reason == null;
}

/** Package (whole rupees a year) as the spec shows it: ₹12,00,000 LPA. */
export function formatPackage(pkg: number | string | null | undefined): string {
  if (pkg === null || pkg === undefined || pkg === '') return 'N/A';
  const n = Number(pkg);
  if (!Number.isFinite(n)) return 'N/A';
  return `₹${n.toLocaleString('en-IN', { maximumFractionDigits: 0 })} LPA`;
}

/** Mask an e-mail for the public candidate search: "ra•••@example.com". */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}•••@${domain}`;
}
