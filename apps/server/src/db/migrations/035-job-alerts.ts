import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { serialId } from './serial-id.js';

/**
 * Job alerts (issue 46, decisions 290–293): a careers search kept for an e-mail address, mailed as a
 * daily or weekly digest of the new jobs that match it. An alert is active only once its address
 * has confirmed it (double opt-in: `confirm_hash`, the SHA-256 of the mailed token, cleared when
 * used); an unconfirmed alert is deleted after 7 days. Every alert mail carries its own unsubscribe
 * token (`job_alert_tokens`, SHA-256 only), valid as long as the alert. `next_due_at` is when the
 * next digest is due: a server claims a digest by moving it on (so several servers send one), and
 * `since_at` is where the next digest's "new jobs" begin. The outbox gains the mail's own headers
 * (List-Unsubscribe, RFC 8058).
 */
export function jobAlertsMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('job_alerts')
        .addColumn('id', ...serialId(dialect))
        .addColumn('email', 'varchar(254)', (c) => c.notNull())
        .addColumn('q', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('location', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('industry', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('work_mode', 'varchar(40)', (c) => c.notNull().defaultTo(''))
        .addColumn('experience', 'varchar(20)', (c) => c.notNull().defaultTo(''))
        .addColumn('frequency', 'varchar(10)', (c) => c.notNull())
        .addColumn('confirm_hash', 'varchar(64)', (c) => c.unique())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('confirmed_at', 'varchar(32)')
        .addColumn('since_at', 'varchar(32)')
        .addColumn('next_due_at', 'varchar(32)')
        .execute();
      await db.schema.createIndex('job_alerts_email_idx').on('job_alerts').column('email').execute();
      await db.schema.createIndex('job_alerts_due_idx').on('job_alerts').column('next_due_at').execute();
      await db.schema.createIndex('job_alerts_created_idx').on('job_alerts').columns(['confirmed_at', 'created_at']).execute();
      await db.schema
        .createTable('job_alert_tokens')
        .addColumn('id', ...serialId(dialect))
        .addColumn('alert_id', 'integer', (c) => c.notNull().references('job_alerts.id').onDelete('cascade'))
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('job_alert_tokens_alert_idx').on('job_alert_tokens').column('alert_id').execute();
      await sql`alter table outbox add column headers text`.execute(db);
    },
  };
}
