/** Dates in the viewer's locale (DESIGN.md "Times are stored in UTC and shown in the viewer's locale"). */
export function formatDate(iso: string | null | undefined, fallback = 'N/A'): string {
  if (!iso) return fallback;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return fallback;
  return date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** A value or 'Not specified' (staff-portal.md §2 "Candidates Applied"). */
export function orNotSpecified(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return 'Not specified';
  const text = String(value).trim();
  return text === '' ? 'Not specified' : text;
}

/** The message of a failure, for texts such as 'Failed to fetch positions: ...'. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Unknown error';
}
