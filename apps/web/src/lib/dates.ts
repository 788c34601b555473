/** Times are stored in UTC and shown in the viewer's locale (DESIGN.md "Rules that hold everywhere"). */

const valid = (d: Date) => !Number.isNaN(d.getTime());

/** An ISO timestamp as a local date and time, or 'N/A'. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return 'N/A';
  const d = new Date(iso);
  return valid(d) ? d.toLocaleString() : 'N/A';
}

/** An ISO timestamp as a local date, or 'N/A'. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return 'N/A';
  const d = new Date(iso);
  return valid(d) ? d.toLocaleDateString() : 'N/A';
}

/** A calendar date (YYYY-MM-DD) as the viewer writes dates, without shifting it across time zones. */
export function formatCalendarDate(day: string): string {
  const d = new Date(`${day}T00:00:00`);
  return valid(d) ? d.toLocaleDateString() : day;
}

/** Today in the viewer's time zone as YYYY-MM-DD (the smallest deadline a date input offers). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
