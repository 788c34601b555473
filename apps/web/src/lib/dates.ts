/**
 * Every date the staff portal shows, in one place. Times are stored in UTC and shown in the viewer's
 * locale (DESIGN.md "Rules that hold everywhere"); a missing or unreadable value shows the fallback.
 * (Interview times, in en-IN, are in lib/interview-time.ts; the careers pages' dates, which are
 * pre-rendered for a given locale, in features/careers/job-text.ts.)
 */

type Instant = string | null | undefined;

const parse = (iso: Instant): Date | null => {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** 'Nov 25, 2026' in the viewer's words. */
const MEDIUM_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

/** An ISO timestamp as a local date and time (the locale's numeric form), or 'N/A'. */
export function formatDateTime(iso: Instant, fallback = 'N/A'): string {
  return parse(iso)?.toLocaleString() ?? fallback;
}

/** An ISO timestamp as a local date (the locale's numeric form), or 'N/A'. */
export function formatDate(iso: Instant, fallback = 'N/A'): string {
  return parse(iso)?.toLocaleDateString() ?? fallback;
}

/** An ISO timestamp as a local date with the month's short name ('Nov 25, 2026'), or the fallback. */
export function formatMediumDate(iso: Instant, fallback = 'N/A'): string {
  return parse(iso)?.toLocaleDateString(undefined, MEDIUM_DATE) ?? fallback;
}

/** An ISO timestamp as a medium date and a short time ('Nov 25, 2026, 3:04 PM'), or the fallback. */
export function formatMediumDateTime(iso: Instant, fallback = 'N/A'): string {
  return parse(iso)?.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) ?? fallback;
}

/** A calendar date (YYYY-MM-DD, an instant's date part allowed) in local time, so no time zone shifts the day. */
function calendarDay(day: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(d.getTime()) ? null : d;
}

/** A calendar date (YYYY-MM-DD) as the viewer writes dates, without shifting it across time zones. */
export function formatCalendarDate(day: string): string {
  return calendarDay(day)?.toLocaleDateString() ?? day;
}

/** A calendar date (YYYY-MM-DD) with the month's short name, without shifting it; else the text as it is. */
export function formatMediumCalendarDate(day: string): string {
  return calendarDay(day)?.toLocaleDateString(undefined, MEDIUM_DATE) ?? day;
}

/** Today in the viewer's time zone as YYYY-MM-DD (the smallest deadline a date input offers). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
