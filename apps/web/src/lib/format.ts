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
