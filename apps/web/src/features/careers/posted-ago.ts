// Its own module: the careers cards read it, and the pages that read job-text only for orNA (/refer)
// need not load it within their 90 KB.
const NOT_AVAILABLE = 'N/A';
/**
 * How long ago a job was posted, in whole days as a job seeker reads it (issue 46): 'Today',
 * 'Yesterday', '3 days ago', '5 weeks ago'. `now` is the moment the page is rendered.
 */
export function postedAgo(createdAt: string, now: number = Date.now()): string {
  const days = Math.max(0, Math.floor((now - Date.parse(createdAt)) / 86_400_000));
  if (!Number.isFinite(days)) return NOT_AVAILABLE;
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 14) return `${days} days ago`;
  if (days < 60) return `${Math.floor(days / 7)} weeks ago`;
  return `${Math.floor(days / 30)} months ago`;
}
