import { sql, type CompiledQuery, type Insertable } from 'kysely';
import { TASK_ASSIGNEE_ROLES } from '@talentra/contract';
import type { Dialect, Executor } from '../../db/database.js';
import type { TaskAssignmentsTable } from '../../db/schema.js';
import { deepPageWindow, newestFirst, newestPageIds } from '../../db/deep-page.js';
import { containsText } from '../../db/sql-helpers.js';

/** A task with its assignee, assigner and job (the job may be null). */
function tasksWithPeople(db: Executor) {
  return db
    .selectFrom('task_assignments as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .leftJoin('users as b', 'b.id', 't.assigned_by')
    .leftJoin('jobs as j', 'j.id', 't.job_id');
}
const TASK_COLUMNS = [
  't.id',
  't.user_id',
  't.job_id',
  't.assigned_by',
  't.message',
  't.priority_level',
  't.deadline',
  't.status',
  't.created_at',
  'u.username as assignee_username',
  'u.user_role as assignee_role',
  'b.username as assigner_username',
  'j.job_title',
  'j.job_location',
  'j.client_name',
] as const;

export const tasksRepository = {
  /** `text` replaced by `by` in every task's message (an erasure cutting a name out, decision 298). */
  async replaceInMessages(db: Executor, text: string, by: string): Promise<number> {
    const r = await db
      .updateTable('task_assignments')
      .set((eb) => ({ message: eb.fn('replace', ['message', eb.val(text), eb.val(by)]) }))
      .where(containsText('message', text))
      .executeTakeFirst();
    return Number(r.numUpdatedRows);
  },
  /** An active Bdm or Hrteam user (the only kind of assignee: a task is a team's notification). */
  activeTeamMember(db: Executor, id: number) {
    return db
      .selectFrom('users')
      .select(['id', 'username', 'user_role'])
      .where('id', '=', id)
      .where('is_active', '=', 1)
      .where('user_role', 'in', TASK_ASSIGNEE_ROLES)
      .executeTakeFirst();
  },
  /** A not-deleted job's state (whether it is open), or undefined when there is none. */
  liveJob(db: Executor, id: number) {
    return db.selectFrom('jobs').select(['id', 'status', 'is_active']).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  },
  /** Read-only look at the jobs table: does a not-deleted job with this id exist? */
  async jobExists(db: Executor, id: number): Promise<boolean> {
    const r = await db.selectFrom('jobs').select('id').where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
    return Boolean(r);
  },
  async insertTask(db: Executor, row: Insertable<TaskAssignmentsTable>): Promise<number> {
    const r = await db.insertInto('task_assignments').values(row).returning('id').executeTakeFirstOrThrow();
    return r.id;
  },
  insertNotification(db: Executor, row: { task_id: number; team_role: string; created_at: string }) {
    return db.insertInto('notifications').values(row).execute();
  },
  findTask(db: Executor, id: number) {
    return tasksWithPeople(db).select(TASK_COLUMNS).where('t.id', '=', id).executeTakeFirst();
  },
  /**
   * Newest first; `teamRole` keeps only tasks whose assignee has that role. A task on a deleted job is
   * left out of the page and the total (api.md: gone from every list and count): the page passes over
   * it by the job's primary key (a task without a job stays: its null job passes the LEFT JOIN's
   * test); the total is the count it always was (along the assignee index) less the tasks of the
   * deleted jobs, found job by job from `jobs_deleted_created_idx` (a join to every task's job cost
   * five to thirteen times the count).
   */
  async listTasks(db: Executor, dialect: Dialect, f: { teamRole?: string; limit: number; offset: number }) {
    const team = f.teamRole;
    const listed = tasksWithPeople(db)
      .where('j.deleted_at', 'is', null)
      .$if(team !== undefined, (qb) => qb.where('u.user_role', '=', team!));
    // a deep page on PostgreSQL: the page's ids from its window, then only the page's rows (deep-page.ts)
    const window = deepPageWindow(dialect, f.offset, f.limit);
    const rows = newestFirst(
      (window === null
        ? listed
        : listed.where('t.id', 'in', newestPageIds(db, newestFirst(listed.select(['t.id', 't.created_at']), 't'), window, f.limit, f.offset))
      ).select(TASK_COLUMNS),
      't',
    );
    const count = db.selectNoFrom((eb) => [
      eb
        .selectFrom('task_assignments as t')
        .innerJoin('users as u', 'u.id', 't.user_id')
        .select((c) => c.fn.countAll<number>().as('n'))
        .$if(team !== undefined, (qb) => qb.where('u.user_role', '=', team!))
        .as('all'),
      eb
        .selectFrom('jobs as j')
        .where('j.deleted_at', 'is not', null)
        .select((jb) =>
          jb.fn
            .sum<number>(
              jb
                .selectFrom('task_assignments as t')
                .innerJoin('users as u', 'u.id', 't.user_id')
                .select((c) => c.fn.countAll<number>().as('n'))
                .whereRef('t.job_id', '=', 'j.id')
                .$if(team !== undefined, (qb) => qb.where('u.user_role', '=', team!)),
            )
            .as('n'),
        )
        .as('hidden'),
    ]);
    const [list, total] = await Promise.all([
      (window === null ? rows.limit(f.limit).offset(f.offset) : rows).execute(),
      count.executeTakeFirstOrThrow(),
    ]);
    return { rows: list, total: Number(total.all ?? 0) - Number(total.hidden ?? 0) };
  },

  /**
   * Tasks with a deadline from `from` to `to` (YYYY-MM-DD, both included), earliest first, not of a
   * deleted job, of the team when `teamRole` is given ("My day", issue 43): along the deadline index
   * (migration 027). `count` stops at `countMax + 1`, so a long backlog is never counted whole.
   */
  async dueBetween(db: Executor, f: { teamRole?: string; from: string; to: string; limit: number; countMax: number }) {
    const team = f.teamRole;
    const due = tasksWithPeople(db)
      .where('t.deadline', '>=', f.from)
      .where('t.deadline', '<=', f.to)
      .where('t.status', '=', 'pending')
      .where('j.deleted_at', 'is', null)
      .$if(team !== undefined, (qb) => qb.where('u.user_role', '=', team!));
    const [rows, counted] = await Promise.all([
      due.select(TASK_COLUMNS).orderBy('t.deadline').orderBy('t.id').limit(f.limit).execute(),
      db
        .selectFrom(
          due
            .select('t.id')
            .limit(f.countMax + 1)
            .as('d'),
        )
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, count: Number(counted.n) };
  },

  /**
   * A team's notifications, newest first, with this user's read state, without those of a deleted
   * job's tasks (passed over along the team's index by the job's primary key; the counters leave them
   * out too: countOfJob).
   */
  notificationsQuery(db: Executor, dialect: Dialect, f: { teamRole: string; userId: number; limit: number; offset: number }) {
    // a deep page on PostgreSQL: the page's ids from its window, then only the page's rows (deep-page.ts)
    const window = deepPageWindow(dialect, f.offset, f.limit);
    const teams = db
      .selectFrom('notifications as n')
      .innerJoin('task_assignments as t', 't.id', 'n.task_id')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .leftJoin('jobs as j', 'j.id', 't.job_id')
      .where('n.team_role', '=', f.teamRole)
      .where('j.deleted_at', 'is', null);
    const shown =
      window === null
        ? teams
        : teams.where('n.id', 'in', newestPageIds(db, newestFirst(teams.select(['n.id', 'n.created_at']), 'n'), window, f.limit, f.offset));
    const rows = newestFirst(
      shown.select([
        'n.id',
        'n.team_role',
        'n.created_at',
        // a lookup per row shown, not a LEFT JOIN: for that join SQLite first built a Bloom filter
        // over every read of every user (0.45 → 0.24 ms for the bell's 100 rows)
        (eb) =>
          eb
            .selectFrom('notification_reads as r')
            .select('r.read_at')
            .whereRef('r.notification_id', '=', 'n.id')
            .where('r.user_id', '=', f.userId)
            .as('read_at'),
        't.id as task_id',
        't.user_id',
        't.job_id',
        't.message',
        't.priority_level',
        't.deadline',
        'u.username as assignee_username',
        'j.job_title',
        'j.job_location',
      ]),
      'n',
    );
    return (window === null ? rows.limit(f.limit).offset(f.offset) : rows).compile();
  },
  /**
   * The bell's figures from the counters (issue 19), not by counting: the team's notifications, and
   * how many of them this user has read (decision 123). One statement: the bell asks at every poll.
   */
  async notificationCounts(db: Executor, teamRole: string, userId: number): Promise<{ total: number; unread: number }> {
    return tasksRepository.bellFigures((await db.executeQuery(tasksRepository.notificationCountsQuery(db, teamRole, userId))).rows[0]);
  },
  /** The statement `notificationCounts` sends; `bellFigures` reads its row. */
  notificationCountsQuery(db: Executor, teamRole: string, userId: number) {
    return db
      .selectNoFrom((eb) => [
        eb.selectFrom('notification_counters').select('total').where('team_role', '=', teamRole).as('total'),
        eb
          .selectFrom('notification_read_counters')
          .select('read_count')
          .where('user_id', '=', userId)
          .where('team_role', '=', teamRole)
          .as('read_count'),
      ])
      .compile();
  },
  /** The bell's figures from the row of `notificationCountsQuery`. */
  bellFigures(row: { total: number | null; read_count: number | null } | undefined): { total: number; unread: number } {
    const total = Number(row?.total ?? 0);
    return { total, unread: Math.max(0, total - Number(row?.read_count ?? 0)) };
  },
  /** One more notification for the team (in the transaction that creates it). */
  countNotification(db: Executor, teamRole: string) {
    return tasksRepository.addToTeam(db, teamRole, 1);
  },
  /** `n` more of the team's notifications read by this user (in the transaction that marks them). */
  async countReads(db: Executor, userId: number, teamRole: string, n: number) {
    if (n > 0) await tasksRepository.addToReads(db, userId, teamRole, n);
  },
  /**
   * What one job's tasks hold in the bell's counters: its notifications per team, and how many of
   * them each user has read (by the job's tasks, then each task's notification and its reads: all
   * indexed, as many rows as the job has).
   */
  async countOfJob(db: Executor, jobId: number) {
    const [teams, reads] = await Promise.all([
      db
        .selectFrom('task_assignments as t')
        .innerJoin('notifications as n', 'n.task_id', 't.id')
        .select(['n.team_role', (eb) => eb.fn.countAll<number>().as('n')])
        .where('t.job_id', '=', jobId)
        .groupBy('n.team_role')
        .orderBy('n.team_role')
        .execute(),
      db
        .selectFrom('task_assignments as t')
        .innerJoin('notifications as n', 'n.task_id', 't.id')
        .innerJoin('notification_reads as r', 'r.notification_id', 'n.id')
        .select(['r.user_id', 'n.team_role', (eb) => eb.fn.countAll<number>().as('n')])
        .where('t.job_id', '=', jobId)
        .groupBy(['r.user_id', 'n.team_role'])
        .orderBy('r.user_id')
        .orderBy('n.team_role')
        .execute(),
    ]);
    return {
      teams: teams.map((x) => ({ teamRole: x.team_role, n: Number(x.n) })),
      reads: reads.map((x) => ({ userId: x.user_id, teamRole: x.team_role, n: Number(x.n) })),
    };
  },
  /** `n` more (or, negative, fewer) of the team's notifications (a job restored or deleted). */
  addToTeam(db: Executor, teamRole: string, n: number) {
    return db
      .insertInto('notification_counters')
      .values({ team_role: teamRole, total: n })
      .onConflict((oc) => oc.column('team_role').doUpdateSet((eb) => ({ total: eb('notification_counters.total', '+', n) })))
      .execute();
  },
  /** `n` more (or, negative, fewer) of the team's notifications read by this user (a job restored or deleted). */
  addToReads(db: Executor, userId: number, teamRole: string, n: number) {
    return db
      .insertInto('notification_read_counters')
      .values({ user_id: userId, team_role: teamRole, read_count: n })
      .onConflict((oc) =>
        oc.columns(['user_id', 'team_role']).doUpdateSet((eb) => ({ read_count: eb('notification_read_counters.read_count', '+', n) })),
      )
      .execute();
  },
  /** The team's notification, unless its task's job is deleted (then it is not found, as it is not shown). */
  findNotification(db: Executor, id: number, teamRole: string) {
    return db
      .selectFrom('notifications as n')
      .innerJoin('task_assignments as t', 't.id', 'n.task_id')
      .leftJoin('jobs as j', 'j.id', 't.job_id')
      .select('n.id')
      .where('n.id', '=', id)
      .where('n.team_role', '=', teamRole)
      .where('j.deleted_at', 'is', null)
      .executeTakeFirst();
  },
  /** Idempotent: a second mark is ignored by the primary key (no check-then-insert). Answers 1 when newly read. */
  async markRead(db: Executor, notificationId: number, userId: number, at: string): Promise<number> {
    const result = await db
      .insertInto('notification_reads')
      .values({ notification_id: notificationId, user_id: userId, read_at: at })
      .onConflict((oc) => oc.columns(['notification_id', 'user_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0);
  },
  /** Every notification of the team shown (none of a deleted job), read for this user, in one statement. */
  async markAllRead(db: Executor, teamRole: string, userId: number, at: string): Promise<number> {
    const result = await db
      .insertInto('notification_reads')
      .columns(['notification_id', 'user_id', 'read_at'])
      .expression((eb) =>
        eb
          .selectFrom('notifications as n')
          .innerJoin('task_assignments as t', 't.id', 'n.task_id')
          .leftJoin('jobs as j', 'j.id', 't.job_id')
          .select(['n.id', sql<number>`cast(${userId} as integer)`.as('user_id'), sql<string>`cast(${at} as varchar(32))`.as('read_at')])
          // a WHERE clause is also what lets SQLite parse INSERT ... SELECT ... ON CONFLICT
          .where('n.team_role', '=', teamRole)
          .where('j.deleted_at', 'is', null)
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('notification_reads as r')
                  .select('r.notification_id')
                  .whereRef('r.notification_id', '=', 'n.id')
                  .where('r.user_id', '=', userId),
              ),
            ),
          ),
      )
      .onConflict((oc) => oc.columns(['notification_id', 'user_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0);
  },
};
export type TaskRow = NonNullable<Awaited<ReturnType<typeof tasksRepository.findTask>>>;
export type NotificationRow = ReturnType<typeof tasksRepository.notificationsQuery> extends CompiledQuery<infer R> ? R : never;
