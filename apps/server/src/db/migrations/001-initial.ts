import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * The whole data model of both spec documents. Portable column types; the id column is the only
 * dialect-specific line. Every foreign key and every uniqueness rule of api.md has an index.
 */
export function initialMigration(dialect: Dialect) {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  type Builder = Parameters<Parameters<ReturnType<Kysely<unknown>['schema']['createTable']>['addColumn']>[2] & object>[0];
  const pk = (c: Builder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('users')
        .addColumn('id', idType, pk)
        .addColumn('username', 'varchar(254)', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('user_role', 'varchar(20)', (c) => c.notNull())
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('users_username_uq').unique().on('users').column('username').execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', idType, pk)
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('last_used_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('revoked_at', 'varchar(32)')
        .execute();
      await db.schema.createIndex('sessions_token_hash_uq').unique().on('sessions').column('token_hash').execute();
      await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

      await db.schema
        .createTable('login_failures')
        .addColumn('id', idType, pk)
        .addColumn('username', 'varchar(254)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('login_failures_username_idx').on('login_failures').columns(['username', 'created_at']).execute();

      await db.schema
        .createTable('stored_files')
        .addColumn('id', idType, pk)
        .addColumn('storage_key', 'varchar(100)', (c) => c.notNull())
        .addColumn('original_name', 'varchar(255)', (c) => c.notNull())
        .addColumn('mime', 'varchar(100)', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('kind', 'varchar(20)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('stored_files_key_uq').unique().on('stored_files').column('storage_key').execute();

      await db.schema
        .createTable('clients')
        .addColumn('id', idType, pk)
        .addColumn('company_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('website', 'varchar(500)', (c) => c.notNull())
        .addColumn('email', 'varchar(254)', (c) => c.notNull())
        .addColumn('phone', 'varchar(20)', (c) => c.notNull())
        .addColumn('location', 'varchar(200)', (c) => c.notNull())
        .addColumn('gst_number', 'varchar(15)', (c) => c.notNull())
        .addColumn('contact_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('designation', 'varchar(100)', (c) => c.notNull())
        .addColumn('contact_email', 'varchar(254)', (c) => c.notNull())
        .addColumn('contact_phone', 'varchar(20)', (c) => c.notNull())
        .addColumn('contact_name2', 'varchar(100)')
        .addColumn('designation2', 'varchar(100)')
        .addColumn('contact_email2', 'varchar(254)')
        .addColumn('contact_mobile2', 'varchar(20)')
        .addColumn('logo_file_id', 'integer', (c) => c.references('stored_files.id'))
        .addColumn('sla_file_id', 'integer', (c) => c.references('stored_files.id'))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('clients_logo_file_idx').on('clients').column('logo_file_id').execute();
      await db.schema.createIndex('clients_sla_file_idx').on('clients').column('sla_file_id').execute();
      await db.schema.createIndex('clients_created_idx').on('clients').columns(['created_at', 'id']).execute();

      await db.schema
        .createTable('jobs')
        .addColumn('id', idType, pk)
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id'))
        .addColumn('client_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('job_title', 'varchar(150)', (c) => c.notNull())
        .addColumn('min_experience', 'integer')
        .addColumn('max_experience', 'integer')
        .addColumn('preferred_company', 'varchar(500)')
        .addColumn('type_of_industry', 'varchar(150)', (c) => c.notNull())
        .addColumn('notice_period', 'varchar(100)', (c) => c.notNull())
        .addColumn('benefit', 'text')
        .addColumn('budget', 'bigint')
        .addColumn('package', 'bigint')
        .addColumn('qualification', 'varchar(500)')
        .addColumn('skills_required', 'text')
        .addColumn('job_location', 'varchar(200)', (c) => c.notNull())
        .addColumn('timings', 'varchar(100)')
        .addColumn('no_of_positions', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('working_days', 'integer')
        .addColumn('diversity_preference', 'varchar(100)')
        .addColumn('hiring_type', 'varchar(100)')
        .addColumn('work_mode', 'varchar(100)')
        .addColumn('interview_process', 'text')
        .addColumn('key_responsibilities', 'text')
        .addColumn('job_description', 'text', (c) => c.notNull())
        .addColumn('jd_file_id', 'integer', (c) => c.references('stored_files.id'))
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('open'))
        .addColumn('auto_close_reason', 'varchar(200)')
        .addColumn('auto_closed_at', 'varchar(32)')
        .addColumn('is_visible', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('deleted_at', 'varchar(32)')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('jobs_client_idx').on('jobs').column('client_id').execute();
      await db.schema.createIndex('jobs_jd_file_idx').on('jobs').column('jd_file_id').execute();
      // careers: visible jobs newest first, page by page
      await db.schema.createIndex('jobs_visible_created_idx').on('jobs').columns(['is_visible', 'created_at', 'id']).execute();
      // staff lists: not deleted, newest first
      await db.schema.createIndex('jobs_deleted_created_idx').on('jobs').columns(['deleted_at', 'created_at', 'id']).execute();

      await db.schema
        .createTable('candidates')
        .addColumn('id', idType, pk)
        .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id'))
        .addColumn('candidate_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('name_lower', 'varchar(100)', (c) => c.notNull())
        .addColumn('email', 'varchar(254)', (c) => c.notNull())
        .addColumn('mobile_number', 'varchar(20)', (c) => c.notNull())
        .addColumn('current_location', 'varchar(100)', (c) => c.notNull())
        .addColumn('current_company', 'varchar(100)')
        .addColumn('years_experience', 'varchar(20)')
        .addColumn('relevant_experience', 'varchar(20)')
        .addColumn('current_ctc', 'varchar(40)')
        .addColumn('expected_ctc', 'varchar(40)')
        .addColumn('notice_period', 'varchar(60)')
        .addColumn('preferred_location', 'varchar(100)')
        .addColumn('available_for_interview', 'varchar(10)')
        .addColumn('has_preferred_company', 'varchar(3)')
        .addColumn('preferred_company', 'varchar(100)')
        .addColumn('remarks', 'text')
        .addColumn('resume_file_id', 'integer', (c) => c.references('stored_files.id'))
        .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('Applied'))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      // one application per e-mail per job
      await db.schema.createIndex('candidates_job_email_uq').unique().on('candidates').columns(['job_id', 'email']).execute();
      await db.schema.createIndex('candidates_resume_file_idx').on('candidates').column('resume_file_id').execute();
      await db.schema.createIndex('candidates_name_lower_idx').on('candidates').columns(['name_lower', 'id']).execute();
      await db.schema.createIndex('candidates_created_idx').on('candidates').columns(['created_at', 'id']).execute();

      await db.schema
        .createTable('process_trackers')
        .addColumn('id', idType, pk)
        .addColumn('candidate_id', 'integer', (c) => c.notNull().references('candidates.id'))
        .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id'))
        .addColumn('screening', 'varchar(10)')
        .addColumn('hr_interview', 'varchar(10)')
        .addColumn('client_cv_review', 'varchar(10)')
        .addColumn('client_interview', 'varchar(10)')
        .addColumn('offer_letter', 'varchar(10)')
        .addColumn('rejected', 'varchar(10)')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('process_trackers_candidate_uq').unique().on('process_trackers').column('candidate_id').execute();
      await db.schema.createIndex('process_trackers_job_idx').on('process_trackers').columns(['job_id', 'offer_letter', 'rejected']).execute();

      await db.schema
        .createTable('job_closures')
        .addColumn('id', idType, pk)
        .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id'))
        .addColumn('total_positions', 'integer', (c) => c.notNull())
        .addColumn('filled_positions', 'integer', (c) => c.notNull())
        .addColumn('closed_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('closure_reason', 'varchar(1000)', (c) => c.notNull())
        .addColumn('closed_by', 'integer', (c) => c.references('users.id'))
        .execute();
      await db.schema.createIndex('job_closures_job_idx').on('job_closures').column('job_id').execute();
      await db.schema.createIndex('job_closures_closed_by_idx').on('job_closures').column('closed_by').execute();
      await db.schema.createIndex('job_closures_closed_at_idx').on('job_closures').columns(['closed_at', 'id']).execute();

      await db.schema
        .createTable('referrals')
        .addColumn('id', idType, pk)
        .addColumn('candidate_id', 'integer', (c) => c.notNull().references('candidates.id'))
        .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id'))
        .addColumn('friend_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('friend_contact', 'varchar(20)', (c) => c.notNull())
        .addColumn('friend_email', 'varchar(254)')
        .addColumn('preferred_company', 'varchar(100)')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      // one friend per job (api.md "Referrals"): enforced by the database, not check-then-insert
      await db.schema.createIndex('referrals_job_friend_uq').unique().on('referrals').columns(['job_id', 'friend_contact']).execute();
      await db.schema.createIndex('referrals_candidate_job_idx').on('referrals').columns(['candidate_id', 'job_id']).execute();
      await db.schema.createIndex('referrals_created_idx').on('referrals').columns(['created_at', 'id']).execute();

      await db.schema
        .createTable('referral_counters')
        .addColumn('candidate_id', 'integer', (c) => c.notNull().references('candidates.id'))
        .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id'))
        .addColumn('referral_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('referral_counters_pk', ['candidate_id', 'job_id'])
        .execute();
      await db.schema.createIndex('referral_counters_job_idx').on('referral_counters').column('job_id').execute();

      await db.schema
        .createTable('feedback')
        .addColumn('id', idType, pk)
        .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('email', 'varchar(254)', (c) => c.notNull())
        .addColumn('phone_number', 'varchar(20)')
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('feedback_created_idx').on('feedback').columns(['created_at', 'id']).execute();

      await db.schema
        .createTable('scam_reports')
        .addColumn('id', idType, pk)
        .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('email', 'varchar(254)', (c) => c.notNull())
        .addColumn('phone_number', 'varchar(20)', (c) => c.notNull())
        .addColumn('issue_description', 'text', (c) => c.notNull())
        .addColumn('proof_file_id', 'integer', (c) => c.references('stored_files.id'))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('scam_reports_proof_file_idx').on('scam_reports').column('proof_file_id').execute();
      await db.schema.createIndex('scam_reports_created_idx').on('scam_reports').columns(['created_at', 'id']).execute();

      await db.schema
        .createTable('task_assignments')
        .addColumn('id', idType, pk)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('job_id', 'integer', (c) => c.references('jobs.id'))
        .addColumn('assigned_by', 'integer', (c) => c.references('users.id'))
        .addColumn('message', 'varchar(2000)', (c) => c.notNull())
        .addColumn('priority_level', 'varchar(10)', (c) => c.notNull().defaultTo('medium'))
        .addColumn('deadline', 'varchar(10)')
        .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('task_assignments_user_idx').on('task_assignments').column('user_id').execute();
      await db.schema.createIndex('task_assignments_job_idx').on('task_assignments').column('job_id').execute();
      await db.schema.createIndex('task_assignments_assigned_by_idx').on('task_assignments').column('assigned_by').execute();
      await db.schema.createIndex('task_assignments_created_idx').on('task_assignments').columns(['created_at', 'id']).execute();

      await db.schema
        .createTable('notifications')
        .addColumn('id', idType, pk)
        .addColumn('task_id', 'integer', (c) => c.notNull().references('task_assignments.id'))
        .addColumn('team_role', 'varchar(20)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('notifications_task_uq').unique().on('notifications').column('task_id').execute();
      await db.schema.createIndex('notifications_team_created_idx').on('notifications').columns(['team_role', 'created_at', 'id']).execute();

      await db.schema
        .createTable('notification_reads')
        .addColumn('notification_id', 'integer', (c) => c.notNull().references('notifications.id'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('read_at', 'varchar(32)', (c) => c.notNull())
        .addPrimaryKeyConstraint('notification_reads_pk', ['notification_id', 'user_id'])
        .execute();
      await db.schema.createIndex('notification_reads_user_idx').on('notification_reads').column('user_id').execute();
      void sql;
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const t of [
        'notification_reads',
        'notifications',
        'task_assignments',
        'scam_reports',
        'feedback',
        'referral_counters',
        'referrals',
        'job_closures',
        'process_trackers',
        'candidates',
        'jobs',
        'clients',
        'stored_files',
        'login_failures',
        'sessions',
        'users',
      ]) {
        await db.schema.dropTable(t).ifExists().execute();
      }
    },
  };
}
