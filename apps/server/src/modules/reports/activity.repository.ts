import { sql } from 'kysely';
import type { Dialect, Executor } from '../../db/database.js';
import { activityPartRows } from '../../db/report-activity.js';
import { hasJobFilter, jobScope, type ReportScope } from './reports.repository.js';

/** One person's figures in one bucket of the range. */
export interface ActivityRow {
  user_id: number;
  username: string;
  bucket: number;
  stages_moved: number;
  interviews_booked: number;
  notes: number;
}

/** Kept rows to add (1) or take off (-1): those of `span` with `at` in [from, to). */
type Part = [span: 'd' | 'h' | 'q', from: string, to: string, sign: 1 | -1];

const n = (v: unknown) => Number(v ?? 0);

/** A row of a person's figures in a bucket as the database gives it (numbers may come as text). */
export const activityRow = (row: Record<string, unknown>): ActivityRow => ({
  user_id: n(row.user_id),
  username: String(row.username),
  bucket: n(row.bucket),
  stages_moved: n(row.stages_moved),
  interviews_booked: n(row.interviews_booked),
  notes: n(row.notes),
});
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const quarters = (a: string, b: string) => (Date.parse(`${b}:00Z`) - Date.parse(`${a}:00Z`)) / 900_000;
const nextHour = (q: string) => new Date(Date.parse(`${q.slice(0, 13)}:00:00Z`) + 3_600_000).toISOString().slice(0, 16);

/** The quarter hours [a, b) (on quarter hours, within a day) as the whole hours' rows and the quarter hours' around them. */
function hoursAndQuarters(a: string, b: string, sign: 1 | -1): Part[] {
  if (a >= b) return [];
  const firstHour = a.endsWith(':00') ? a : nextHour(a);
  const lastHour = `${b.slice(0, 13)}:00`;
  if (firstHour >= lastHour) return [['q', a, b, sign]];
  const parts: Part[] = [['h', firstHour.slice(0, 13), lastHour.slice(0, 13), sign]];
  if (a < firstHour) parts.push(['q', a, firstHour, sign]);
  if (lastHour < b) parts.push(['q', lastHour, b, sign]);
  return parts;
}

/**
 * The quarter hours [a, b) of the UTC day `day`: their own rows when they are half the day or less,
 * else the day's row less the quarter hours outside them (a week's end in India is 74 of the 96);
 * whole hours from the hour rows.
 */
function partOfDay(day: string, a: string, b: string): Part[] {
  if (a >= b) return [];
  if (quarters(a, b) <= 48) return hoursAndQuarters(a, b, 1);
  return [['d', day, nextDay(day), 1], ...hoursAndQuarters(`${day}T00:00`, a, -1), ...hoursAndQuarters(b, `${nextDay(day)}T00:00`, -1)];
}

/**
 * The kept rows of [from, to) (decision 305's cut): the whole UTC days inside it from the day rows,
 * its two ends (under a day each) from the quarter-hour rows.
 */
function rangeParts(from: string, to: string): Part[] {
  const fromDay = from.slice(0, 10);
  const startDay = from.slice(11, 16) === '00:00' ? fromDay : nextDay(fromDay);
  const endDay = to.slice(0, 10);
  const [fromQ, toQ] = [from.slice(0, 16), to.slice(0, 16)];
  if (startDay > endDay) return partOfDay(fromDay, fromQ, toQ);
  const days: Part[] = startDay < endDay ? [['d', startDay, endDay, 1]] : [];
  return [...partOfDay(fromDay, fromQ, `${startDay}T00:00`), ...days, ...partOfDay(endDay, `${endDay}T00:00`, toQ)];
}

/**
 * Each person's stage moves, interviews booked and notes in the range, per bucket of `bounds`
 * (ascending UTC instants on quarter hours: bucket k is [bounds[k], bounds[k+1]), the first from the
 * range's start, the last to its end), as the events count them (the test's live read),
 * read from the kept counts (migration 042, decision 308): a few rows per person and day.
 */
export async function activityCounts(db: Executor, dialect: Dialect, s: ReportScope, bounds: string[]): Promise<ActivityRow[]> {
  const jobs = hasJobFilter(s) ? sql`k.job_id in (select j.id from jobs j where ${jobScope(s)})` : sql`k.job_id = 0`;
  const keys = s.recruiterId === undefined ? jobs : sql`${jobs} and k.user_id = ${s.recruiterId}`;
  // the buckets' edges, kept inside the range as the live read keeps every event in it
  const edges = [s.fromIso, ...bounds.slice(1), s.toIso].map((x) => (x < s.fromIso ? s.fromIso : x > s.toIso ? s.toIso : x));
  const parts = edges.slice(0, -1).flatMap((from, k) => rangeParts(from, edges[k + 1]!).map((p) => [k, ...p]));
  if (parts.length === 0) return [];
  // the parts as one JSON parameter ({"0": [bucket, span, from, to, sign], ...}, read by json_each on both engines), so
  // the statement stays small however many weeks: an OR and a CASE of every part cost 20 ms a year to build and prepare
  const ranges = JSON.stringify(Object.fromEntries(parts.map((p, i) => [i, p])));
  const partRows = activityPartRows(dialect, keys);
  const r = await sql<Record<string, unknown>>`
    with b as materialized (
      select r.value ->> 0 as bucket, r.value ->> 1 as span, r.value ->> 2 as a, r.value ->> 3 as z, cast(r.value ->> 4 as integer) as sign
      from json_each(${ranges}) r
    )
    select x.user_id as user_id, u.username as username, x.bucket as bucket,
      x.stages_moved as stages_moved, x.interviews_booked as interviews_booked, x.notes as notes
    from (
      select k.user_id as user_id, b.bucket as bucket, sum(b.sign * k.stages_moved) as stages_moved,
        sum(b.sign * k.interviews_booked) as interviews_booked, sum(b.sign * k.notes) as notes
      ${partRows}
      group by k.user_id, b.bucket
    ) x
    join users u on u.id = x.user_id
    where x.stages_moved <> 0 or x.interviews_booked <> 0 or x.notes <> 0`.execute(db);
  return r.rows.map(activityRow);
}
