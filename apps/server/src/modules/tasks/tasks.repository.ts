import { sql, type Insertable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { TaskAssignmentsTable } from '../../db/schema.js';
import { QueryShapes } from '../../db/query-shapes.js';

/** The bell's list and figures, compiled once (decision 156). */
const BELL = new QueryShapes<{ teamRole: string; userId: number }>();
const BELL_COUNTS = new QueryShapes<{ teamRole: string; userId: number }>();

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
  /** An active staff user (the only kind of assignee api.md allows). */
  activeUser(db: Executor, id: number) {
    return db.selectFrom('users').select(['id', 'username', 'user_role']).where('id', '=', id).where('is_active', '=', 1).executeTakeFirst();
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
  /** Newest first; `teamRole` keeps only tasks whose assignee has that role. */
  async listTasks(db: Executor, f: { teamRole?: string; limit: number; offset: number }) {
    let rows = tasksWithPeople(db).select(TASK_COLUMNS);
    let count = db
      .selectFrom('task_assignments as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .select((eb) => eb.fn.countAll<number>().as('n'));
    if (f.teamRole) {
      rows = rows.where('u.user_role', '=', f.teamRole);
      count = count.where('u.user_role', '=', f.teamRole);
    }
    const [list, total] = await Promise.all([
      rows.orderBy('t.created_at', 'desc').orderBy('t.id', 'desc').limit(f.limit).offset(f.offset).execute(),
      count.executeTakeFirstOrThrow(),
    ]);
    return { rows: list, total: Number(total.n) };
  },

  /**
   * A team's notifications, newest first, with this user's read state. Compiled once per page
   * (decision 156): every open dashboard polls it.
   */
  async listNotifications(db: Executor, f: { teamRole: string; userId: number; limit: number; offset: number }) {
    const query = BELL.query(db, `${f.limit},${f.offset}`, { teamRole: f.teamRole, userId: f.userId }, (v) =>
      db
        .selectFrom('notifications as n')
        .innerJoin('task_assignments as t', 't.id', 'n.task_id')
        .innerJoin('users as u', 'u.id', 't.user_id')
        .leftJoin('jobs as j', 'j.id', 't.job_id')
        .select([
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
              .where('r.user_id', '=', v.userId)
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
        ])
        .where('n.team_role', '=', v.teamRole)
        .orderBy('n.created_at', 'desc')
        .orderBy('n.id', 'desc')
        .limit(f.limit)
        .offset(f.offset),
    );
    return (await db.executeQuery(query)).rows;
  },
  /**
   * The bell's figures from the counters (issue 19), not by counting: the team's notifications, and
   * how many of them this user has read (decision 123). One statement, compiled once: the bell asks
   * at every poll.
   */
  async notificationCounts(db: Executor, teamRole: string, userId: number): Promise<{ total: number; unread: number }> {
    const query = BELL_COUNTS.query(db, '', { teamRole, userId }, (v) =>
      db.selectNoFrom((eb) => [
        eb.selectFrom('notification_counters').select('total').where('team_role', '=', v.teamRole).as('total'),
        eb
          .selectFrom('notification_read_counters')
          .select('read_count')
          .where('user_id', '=', v.userId)
          .where('team_role', '=', v.teamRole)
          .as('read_count'),
      ]),
    );
    const row = (await db.executeQuery(query)).rows[0];
    const total = Number(row?.total ?? 0);
    return { total, unread: Math.max(0, total - Number(row?.read_count ?? 0)) };
  },
  /** One more notification for the team (in the transaction that creates it). */
  countNotification(db: Executor, teamRole: string) {
    return db
      .insertInto('notification_counters')
      .values({ team_role: teamRole, total: 1 })
      .onConflict((oc) => oc.column('team_role').doUpdateSet((eb) => ({ total: eb('notification_counters.total', '+', 1) })))
      .execute();
  },
  /** `n` more of the team's notifications read by this user (in the transaction that marks them). */
  async countReads(db: Executor, userId: number, teamRole: string, n: number) {
    if (n <= 0) return;
    await db
      .insertInto('notification_read_counters')
      .values({ user_id: userId, team_role: teamRole, read_count: n })
      .onConflict((oc) =>
        oc.columns(['user_id', 'team_role']).doUpdateSet((eb) => ({ read_count: eb('notification_read_counters.read_count', '+', n) })),
      )
      .execute();
  },
  findNotification(db: Executor, id: number, teamRole: string) {
    return db.selectFrom('notifications').select('id').where('id', '=', id).where('team_role', '=', teamRole).executeTakeFirst();
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
  /** Every notification of the team, read for this user, in one statement. */
  async markAllRead(db: Executor, teamRole: string, userId: number, at: string): Promise<number> {
    const result = await db
      .insertInto('notification_reads')
      .columns(['notification_id', 'user_id', 'read_at'])
      .expression((eb) =>
        eb
          .selectFrom('notifications as n')
          .select(['n.id', sql<number>`cast(${userId} as integer)`.as('user_id'), sql<string>`cast(${at} as varchar(32))`.as('read_at')])
          // a WHERE clause is also what lets SQLite parse INSERT ... SELECT ... ON CONFLICT
          .where('n.team_role', '=', teamRole)
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
export type NotificationRow = Awaited<ReturnType<typeof tasksRepository.listNotifications>>[number];
