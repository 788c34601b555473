/** Times on the board and the interview pages: stored in UTC, shown in the viewer's locale (DESIGN.md). */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days since the card entered its stage (0 on the first day). */
export function daysInStage(enteredAt: string, now: Date): number {
  const since = now.getTime() - Date.parse(enteredAt);
  return Number.isFinite(since) ? Math.max(0, Math.floor(since / DAY_MS)) : 0;
}

export function daysInStageLabel(days: number): string {
  if (days === 0) return 'Entered this stage today';
  return `${days} ${days === 1 ? 'day' : 'days'} in stage`;
}

/** Monday 00:00 in the viewer's time zone of the week holding `day`. */
export function startOfWeek(day: Date): Date {
  const start = new Date(day.getFullYear(), day.getMonth(), day.getDate());
  start.setDate(start.getDate() - ((start.getDay() + 6) % 7));
  return start;
}

export function addDays(day: Date, days: number): Date {
  const next = new Date(day);
  next.setDate(next.getDate() + days);
  return next;
}

/** The viewer's local date and time of the schedule form as a UTC instant (what the API takes). */
export function localDateTimeToIso(date: string, time: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(y, m - 1, d, hh, mm).toISOString();
}

/** YYYY-MM-DD of a local date (input type=date). */
export function localDateValue(day: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

export const formatTime = (iso: string) => new Date(iso).toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit' });

export const formatDay = (day: Date) => day.toLocaleDateString('en-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
