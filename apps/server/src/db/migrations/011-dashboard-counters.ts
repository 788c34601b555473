import { sql, type Kysely } from 'kysely';

/**
 * Issue 19: reads that stay flat at any size without the response cache.
 * - `dashboard_counters`: one row (id 1) holding every dashboard figure that is a plain count, and
 *   the referral totals, kept by the services in the transaction of each write that changes them
 *   (decision 120). One row, not one row per figure: every writer takes the same single
 *   row lock last in its transaction, so two writers cannot deadlock on the counters.
 * - `notification_counters` (notifications per team) and `notification_read_counters` (how many of
 *   a team's notifications a user has read): the bell's total and unread count without counting.
 * - a partial index on upcoming interviews: 'Interviews Scheduled' is a "from now on" figure, which
 *   no counter can keep (it drops as time passes, with no write), so it stays a query that reads
 *   only the not-cancelled interviews at or after now (decision 121).
 * Every counter is backfilled here from the rows that exist.
 */
export function dashboardCountersMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('dashboard_counters')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('clients', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('candidates', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('positions', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('positions_closed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('positions_without_candidates', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('warning', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('caution', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('good', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('referrals', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('referrals_with_email', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('notification_counters')
        .addColumn('team_role', 'varchar(20)', (c) => c.primaryKey())
        .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('notification_read_counters')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('team_role', 'varchar(20)', (c) => c.notNull())
        .addColumn('read_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('notification_read_counters_pk', ['user_id', 'team_role'])
        .execute();
      await sql`create index interviews_upcoming_idx on interviews (starts_at, job_id) where cancelled_at is null`.execute(db);
      // filled from the rows by migration 014, which adds the last counter: the recount writes every
      // counter at once, so it runs once the table has all its columns
    },
  };
}
