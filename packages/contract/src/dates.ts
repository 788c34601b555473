/**
 * Dates as the agency reads them (issue 41). Instants are stored in UTC; a day, a date filter and
 * every printed date are the agency's, in its time zone (the server's TIME_ZONE, by default India's).
 * One written form everywhere, with the month's name, so no reader takes 10/11 for 11 October:
 * '10 Nov 2026', '10 Nov 2026, 14:30'. Built from the calendar fields, not from a locale's own
 * pattern, so the server's HTML and the browser's render agree whatever their ICU data says.
 */

/** The agency's time zone when TIME_ZONE is not set. */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Is this an IANA time zone this runtime knows (Intl refuses the others)? */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.trim() !== '';
  } catch {
    return false;
  }
}

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(zone: string): Intl.DateTimeFormat {
  let f = formats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(zone, f);
  }
  return f;
}

export interface ZonedParts {
  year: number;
  /** 1 to 12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The calendar date and clock time of an instant in that zone. */
export function zonedParts(at: Date, zone: string): ZonedParts {
  const parts: Record<string, number> = {};
  for (const p of formatIn(zone).formatToParts(at)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour === 24 ? 0 : parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

const parse = (iso: string | Date | null | undefined): Date | null => {
  if (!iso) return null;
  const d = iso instanceof Date ? iso : new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
};
const pad = (n: number) => String(n).padStart(2, '0');

/** The agency's calendar date of an instant, as YYYY-MM-DD. */
export function zonedDate(at: Date, zone: string): string {
  const p = zonedParts(at, zone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** How far ahead of UTC the zone's clock is at that instant, in milliseconds. */
function offsetAt(at: number, zone: string): number {
  const p = zonedParts(new Date(at), zone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(at / 1000) * 1000;
}

/**
 * The instant a wall-clock time of that zone names (the earlier one when a clock goes back, the
 * moment after the gap when it goes forward).
 */
export function zonedInstant(date: string, time: string, zone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // the offset an hour either side of the guess covers a change of offset on that day
  const candidates = [offsetAt(wall, zone), offsetAt(wall - DAY_MS / 24, zone), offsetAt(wall + DAY_MS / 24, zone)];
  const exact = candidates.map((o) => wall - o).filter((t) => wall - offsetAt(t, zone) === t);
  return new Date(exact.length ? Math.min(...exact) : wall - candidates[0]!);
}

/** Where a date filter's day starts: 00:00 of that date (YYYY-MM-DD) in the zone, as a UTC ISO instant. */
export function startOfZonedDay(date: string, zone: string): string {
  return zonedInstant(date, '00:00', zone).toISOString();
}

/** Where a date filter's day ends: 00:00 of the next day in the zone (the first instant not in it). */
export function endOfZonedDay(date: string, zone: string): string {
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return startOfZonedDay(next, zone);
}

/** '10 Nov 2026': an instant's date in the zone; the fallback for a missing or unreadable value. */
export function formatDay(iso: string | Date | null | undefined, zone: string, fallback = 'N/A'): string {
  const d = parse(iso);
  if (!d) return fallback;
  const p = zonedParts(d, zone);
  return `${p.day} ${MONTHS[p.month - 1]} ${p.year}`;
}

/** '10 Nov 2026, 14:30': an instant's date and 24-hour time in the zone. */
export function formatDayTime(iso: string | Date | null | undefined, zone: string, fallback = 'N/A'): string {
  const d = parse(iso);
  if (!d) return fallback;
  const p = zonedParts(d, zone);
  return `${p.day} ${MONTHS[p.month - 1]} ${p.year}, ${pad(p.hour)}:${pad(p.minute)}`;
}

/** 'Tue 10 Nov 2026, 14:30': with the weekday (interview times). */
export function formatWeekdayDayTime(iso: string | Date | null | undefined, zone: string, fallback = 'N/A'): string {
  const d = parse(iso);
  if (!d) return fallback;
  const p = zonedParts(d, zone);
  const weekday = WEEKDAYS[new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay()];
  return `${weekday} ${formatDayTime(d, zone)}`;
}

/** '14:30': an instant's 24-hour time in the zone. */
export function formatClock(iso: string | Date, zone: string): string {
  const d = parse(iso);
  if (!d) return '';
  const p = zonedParts(d, zone);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/** A calendar date (YYYY-MM-DD, or an instant's date part) as '10 Nov 2026', never shifted by a zone; else the text as it is. */
export function formatCalendarDay(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  return m && month ? `${Number(m[3])} ${month} ${m[1]}` : day;
}

/** The zone's offset from UTC at that instant, as '+05:30' (what a CSV cell or a mail says beside a time). */
export function zoneOffset(at: Date, zone: string): string {
  const minutes = Math.round(offsetAt(at.getTime(), zone) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
