import { sql, type SqlBool } from 'kysely';
import type { Executor } from '../../db/database.js';
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

const n = (v: unknown) => Number(v ?? 0);
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The kept rows of [from, to) (decision 305's cut): the whole UTC days inside it from the day rows,
 * its two ends (under a day each) from the quarter-hour rows, as (span, from, to) of `at`.
 */
function rangeParts(from: string, to: string): [string, string, string][] {
  const startDay = from.slice(11, 16) === '00:00' ? from.slice(0, 10) : nextDay(from.slice(0, 10));
  const endDay = to.slice(0, 10);
  const [fromQ, toQ] = [from.slice(0, 16), to.slice(0, 16)];
  if (startDay > endDay) return fromQ < toQ ? [['q', fromQ, toQ]] : [];
  const parts: [string, string, string][] = [
    ['q', fromQ, `${startDay}T00:00`],
    ['d', startDay, endDay],
    ['q', `${endDay}T00:00`, toQ],
  ];
  return parts.filter(([, a, b]) => a < b);
}

const inPart = ([span, a, b]: [string, string, string]) => sql<SqlBool>`k.span = ${span} and k.at >= ${a} and k.at < ${b}`;

/**
 * Each person's stage moves, interviews booked and notes in the range, per bucket of `bounds`
 * (ascending UTC instants on quarter hours: bucket k is [bounds[k], bounds[k+1]), the first from the
 * range's start, the last to its end), as `reportsRepository.activity` counts them from the events,
 * read from the kept counts (migration 042, decision 308): a few rows per person and day.
 */
export async function activityCounts(db: Executor, s: ReportScope, bounds: string[]): Promise<ActivityRow[]> {
  const jobs = hasJobFilter(s) ? sql`k.job_id in (select j.id from jobs j where ${jobScope(s)})` : sql`k.job_id = 0`;
  const keys = s.recruiterId === undefined ? jobs : sql`${jobs} and k.user_id = ${s.recruiterId}`;
  // the buckets' edges, kept inside the range as the live read keeps every event in it
  const edges = [s.fromIso, ...bounds.slice(1), s.toIso].map((x) => (x < s.fromIso ? s.fromIso : x > s.toIso ? s.toIso : x));
  const buckets = edges.slice(0, -1).map((from, k) => rangeParts(from, edges[k + 1]!));
  const all = buckets.flat();
  if (all.length === 0) return [];
  // the keys inside each range, so SQLite reads each as a range of the primary key (span, job_id, at, user_id)
  const where = sql.join(
    all.map((p) => sql`(${keys} and ${inPart(p)})`),
    sql` or `,
  );
  const bucket = sql`case ${sql.join(
    buckets.flatMap((parts, k) => parts.map((p) => sql`when ${inPart(p)} then ${sql.lit(k)}`)),
    sql` `,
  )} end`;
  const r = await sql<Record<string, unknown>>`
    select x.user_id as user_id, u.username as username, x.bucket as bucket,
      sum(x.stages_moved) as stages_moved, sum(x.interviews_booked) as interviews_booked, sum(x.notes) as notes
    from (
      select k.user_id as user_id, ${bucket} as bucket,
        k.stages_moved as stages_moved, k.interviews_booked as interviews_booked, k.notes as notes
      from report_activity_counts k
      where ${where}
    ) x
    join users u on u.id = x.user_id
    group by x.user_id, u.username, x.bucket
    having sum(x.stages_moved) <> 0 or sum(x.interviews_booked) <> 0 or sum(x.notes) <> 0`.execute(db);
  return r.rows.map((row) => ({
    user_id: n(row.user_id),
    username: String(row.username),
    bucket: n(row.bucket),
    stages_moved: n(row.stages_moved),
    interviews_booked: n(row.interviews_booked),
    notes: n(row.notes),
  }));
}
