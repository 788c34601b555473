import { formatMediumCalendarDate } from '../../lib/dates';
/**
 * Small display rules of the notification bell (staff-portal.md §4 "Notifications", §9).
 */

/**
 * The badge text: nothing when all is read, else the count, capped. The business panel caps at
 * '9+' and the HR dropdown at '99+' (shown when over 99).
 */
export function badgeText(unread: number, cap: 9 | 99): string | null {
  if (!(unread > 0)) return null;
  return unread > cap ? `${cap}+` : String(unread);
}

const MINUTE_MS = 60_000;
const MINUTES_PER_DAY = 1440;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/**
 * 'Just now' under 1 minute, then minutes, then hours under 1440 minutes (24 hours), then days.
 * A time slightly in the future (another machine's clock) also reads 'Just now'.
 */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const minutes = Math.floor((now - at) / MINUTE_MS);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return plural(minutes, 'minute');
  if (minutes < MINUTES_PER_DAY) return plural(Math.floor(minutes / 60), 'hour');
  return plural(Math.floor(minutes / MINUTES_PER_DAY), 'day');
}

/** A deadline (YYYY-MM-DD) as a date in the viewer's locale, or 'No deadline'. */
export function deadlineText(deadline: string | null | undefined): string {
  if (!deadline) return 'No deadline';
  const date = formatMediumCalendarDate(deadline);
  return date === deadline ? deadline : `Deadline: ${date}`;
}
