import { DEFAULT_TIME_ZONE, formatCalendarDay, formatDay, formatDayTime, isTimeZone } from '@talentra/contract';

/**
 * Every date the staff portal and the careers pages show, in one place and one written form, with
 * the month's name ('10 Nov 2026', '10 Nov 2026, 14:30'): never 10/11/2026, which an en-US browser
 * reads as 11 October (issue 41). Times are stored in UTC and shown in the agency's time zone (the
 * server's TIME_ZONE, sent in every page as <meta name="time-zone">), so the server's HTML and the
 * browser's render say the same, and a date reads as the date filters mean it. A missing or
 * unreadable value shows the fallback. (Interview times, in the viewer's zone like the schedule
 * form, are in lib/interview-time.ts.)
 */

type Instant = string | null | undefined;

let configured: string | null = null;

/** The server rendering sets the zone (app/prerender.tsx); null: read it from the page again. */
export function setAgencyTimeZone(zone: string | null): void {
  configured = zone;
}

/** The agency's time zone: set by the server rendering, else the page's <meta name="time-zone">, else India's. */
export function agencyTimeZone(): string {
  if (configured) return configured;
  const sent = typeof document === 'undefined' ? null : document.querySelector<HTMLMetaElement>('meta[name="time-zone"]')?.content;
  return sent && isTimeZone(sent) ? sent : DEFAULT_TIME_ZONE;
}

/** An ISO timestamp as the agency's date and time ('10 Nov 2026, 14:30'), or the fallback. */
export function formatDateTime(iso: Instant, fallback = 'N/A'): string {
  return formatDayTime(iso, agencyTimeZone(), fallback);
}

/** An ISO timestamp as the agency's date ('10 Nov 2026'), or the fallback. */
export function formatDate(iso: Instant, fallback = 'N/A'): string {
  return formatDay(iso, agencyTimeZone(), fallback);
}

/** The same as formatDate (one written form everywhere). */
export const formatMediumDate = formatDate;

/** The same as formatDateTime (one written form everywhere). */
export const formatMediumDateTime = formatDateTime;

/** A calendar date (YYYY-MM-DD, an instant's date part allowed) as '10 Nov 2026', never shifted by a time zone. */
export function formatCalendarDate(day: string): string {
  return formatCalendarDay(day);
}

/** The same as formatCalendarDate (one written form everywhere). */
export const formatMediumCalendarDate = formatCalendarDate;

/** Today in the viewer's time zone as YYYY-MM-DD (the smallest deadline a date input offers). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
