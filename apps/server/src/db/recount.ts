import { sql, type RawBuilder } from 'kysely';
import type { Executor } from './database.js';
import type { DashboardCountersTable } from './schema.js';
import { projectBucketSql } from './sql-helpers.js';

/**
 * The dashboard figures of api.md counted from the rows, with the aggregate queries the overview
 * used before issue 19. They cost a pass over whole tables, so the app reads the counters instead;
 * these run only to fill the counters (migration 011, bulk loads that bypass the services) and in
 * tests, which check that the counters kept by the writes equal a fresh count.
 */

const count = (n: RawBuilder<unknown>) => sql<number>`coalesce(sum(case when ${n} then 1 else 0 end), 0)`;

async function total(query: { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> }) {
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Every counted figure: the columns of the counters row (one definition, db/schema.ts). */
export type CountedFigures = Omit<DashboardCountersTable, 'id'>;

/** Every counted figure from the rows (soft-deleted jobs and their candidates count nowhere). */
export async function countFigures(db: Executor): Promise<CountedFigures> {
  const bucket = projectBucketSql('jobs.notice_period');
  const perJob = db
    .selectFrom('jobs')
    .where('jobs.deleted_at', 'is', null)
    .select([
      'jobs.is_active',
      'jobs.status',
      sql<number>`coalesce(jobs.no_of_positions, 1)`.as('positions'),
      bucket.as('bucket'),
      sql<number>`case when jobs.is_active = 1 and not exists (select 1 from candidates c where c.job_id = jobs.id) then 1 else 0 end`.as('empty'),
    ])
    .as('j');
  const [clients, candidates, jobs, referrals, visible_jobs] = await Promise.all([
    total(db.selectFrom('clients').select((eb) => eb.fn.countAll<number>().as('n'))),
    total(
      db
        .selectFrom('candidates')
        .innerJoin('jobs', 'jobs.id', 'candidates.job_id')
        .where('jobs.deleted_at', 'is', null)
        .select((eb) => eb.fn.countAll<number>().as('n')),
    ),
    db
      .selectFrom(perJob)
      .select([
        sql<number>`coalesce(sum(case when j.is_active = 1 then j.positions else 0 end), 0)`.as('positions'),
        count(sql`j.is_active = 0 or j.status = 'closed'`).as('positions_closed'),
        sql<number>`coalesce(sum(j.empty), 0)`.as('positions_without_candidates'),
        count(sql`j.is_active = 1 and j.bucket = 'warning'`).as('warning'),
        count(sql`j.is_active = 1 and j.bucket = 'caution'`).as('caution'),
        count(sql`j.is_active = 1 and j.bucket = 'good'`).as('good'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('referrals')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.count<number>('friend_email').as('with_email')])
      .executeTakeFirstOrThrow(),
    total(
      db
        .selectFrom('jobs')
        .where('is_visible', '=', 1)
        .select((eb) => eb.fn.countAll<number>().as('n')),
    ),
  ]);
  return {
    clients,
    candidates,
    positions: Number(jobs.positions),
    positions_closed: Number(jobs.positions_closed),
    positions_without_candidates: Number(jobs.positions_without_candidates),
    warning: Number(jobs.warning),
    caution: Number(jobs.caution),
    good: Number(jobs.good),
    referrals: Number(referrals.n),
    referrals_with_email: Number(referrals.with_email),
    visible_jobs,
  };
}

/**
 * Notifications per team, and how many of each team's notifications each user has read, leaving out
 * those of a deleted job's tasks (the bell does not show them). Every team with a notification gets
 * its row, at 0 when all are hidden: a job's restore and the marks read lock these rows
 * (tasks.repository lockCounters).
 */
export async function countNotifications(db: Executor) {
  const shown = sql<number>`case when j.deleted_at is null then 1 else 0 end`;
  const [teams, reads] = await Promise.all([
    db
      .selectFrom('notifications as n')
      .innerJoin('task_assignments as t', 't.id', 'n.task_id')
      .leftJoin('jobs as j', 'j.id', 't.job_id')
      .select(['n.team_role', sql<number>`coalesce(sum(${shown}), 0)`.as('n')])
      .groupBy('n.team_role')
      .execute(),
    db
      .selectFrom('notification_reads as r')
      .innerJoin('notifications as n', 'n.id', 'r.notification_id')
      .innerJoin('task_assignments as t', 't.id', 'n.task_id')
      .leftJoin('jobs as j', 'j.id', 't.job_id')
      .where('j.deleted_at', 'is', null)
      .select(['r.user_id', 'n.team_role', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['r.user_id', 'n.team_role'])
      .execute(),
  ]);
  return {
    teams: teams.map((t) => ({ team_role: t.team_role, total: Number(t.n) })),
    reads: reads.map((r) => ({ user_id: r.user_id, team_role: r.team_role, read_count: Number(r.n) })),
  };
}

/**
 * Fill every counter from the rows: migration 011, and after a bulk load that bypassed the services
 * (seeds, benchmarks). Not for use while the app writes.
 */
export async function recountAll(db: Executor): Promise<void> {
  const figures = await countFigures(db);
  await db.deleteFrom('dashboard_counters').execute();
  await db
    .insertInto('dashboard_counters')
    .values({ id: 1, ...figures })
    .execute();
  const notifications = await countNotifications(db);
  await db.deleteFrom('notification_counters').execute();
  await db.deleteFrom('notification_read_counters').execute();
  if (notifications.teams.length) await db.insertInto('notification_counters').values(notifications.teams).execute();
  for (let i = 0; i < notifications.reads.length; i += 500)
    await db
      .insertInto('notification_read_counters')
      .values(notifications.reads.slice(i, i + 500))
      .execute();
}

/** The feedback inbox's total from its rows (migration 025, bulk loads that bypass the service). */
export async function recountFeedback(db: Executor): Promise<void> {
  const n = await total(db.selectFrom('feedback').select((eb) => eb.fn.countAll<number>().as('n')));
  await db.deleteFrom('feedback_count').execute();
  await db.insertInto('feedback_count').values({ id: 1, n }).execute();
}
