import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle } from './database.js';
import { initialMigration } from './migrations/001-initial.js';
import { candidateSearchMigration } from './migrations/002-candidate-search.js';
import { clientUniquenessMigration } from './migrations/003-client-uniqueness.js';
import { signInRecordsMigration } from './migrations/004-sign-in-records.js';
import { rejectionReasonMigration } from './migrations/005-rejection-reason.js';
import { outboxMigration } from './migrations/006-outbox.js';
import { jobPostingFieldsMigration } from './migrations/007-job-posting-fields.js';
import { personalDataMigration } from './migrations/008-personal-data.js';
import { candidateWorkspaceMigration } from './migrations/009-candidate-workspace.js';
import { interviewsMigration } from './migrations/010-interviews.js';
import { dashboardCountersMigration } from './migrations/011-dashboard-counters.js';
import { personHasLaterMigration } from './migrations/012-person-has-later.js';
import { careersCountIndexMigration } from './migrations/013-careers-count-index.js';
import { visibleJobsCounterMigration } from './migrations/014-visible-jobs-counter.js';
import { activeJobsWalkIndexMigration } from './migrations/015-active-jobs-walk-index.js';
import { walkTextMigration } from './migrations/016-walk-text.js';
import { appliedWalkIndexMigration } from './migrations/017-applied-walk-index.js';
import { peopleWalkIndexesMigration } from './migrations/018-people-walk-indexes.js';
import { canonicalPhonesMigration } from './migrations/019-canonical-phones.js';
import { teamMembersMigration } from './migrations/021-team-members.js';
import { interviewMailMigration } from './migrations/022-interview-mail.js';
import { selectedTextIndexMigration } from './migrations/023-selected-text-index.js';
import { interviewFeedbackMigration } from './migrations/024-interview-feedback.js';
import { feedbackCountMigration } from './migrations/025-feedback-count.js';
import { myDayMigration } from './migrations/027-my-day.js';
import { mailTemplatesMigration } from './migrations/028-mail-templates.js';
import { clientReviewMigration } from './migrations/029-client-review.js';
import { resumeTextMigration } from './migrations/030-resume-text.js';
import { applicantLinksMigration } from './migrations/031-applicant-links.js';
import { reportsMigration } from './migrations/032-reports.js';
import { reportRollupMigration } from './migrations/033-report-rollup.js';
import { jobAlertsMigration } from './migrations/035-job-alerts.js';
import { clientOwnerChangesMigration } from './migrations/036-client-owner-changes.js';
import { careersFacetCountsMigration } from './migrations/037-careers-facet-counts.js';
import { careersFacetTotalsMigration } from './migrations/039-careers-facet-totals.js';
import { reportCountsMigration } from './migrations/040-report-counts.js';
import { reportActivityMigration } from './migrations/042-report-activity.js';
import { reportStageTimesMigration } from './migrations/041-report-stage-times.js';

/** Migrations live in code (bundled with the server); names sort in the order they run. */
function provider(handle: DatabaseHandle): MigrationProvider {
  return {
    async getMigrations(): Promise<Record<string, Migration>> {
      return {
        '001-initial': initialMigration(handle.dialect),
        '002-candidate-search': candidateSearchMigration(handle.dialect),
        '003-client-uniqueness': clientUniquenessMigration(),
        '004-sign-in-records': signInRecordsMigration(),
        '005-rejection-reason': rejectionReasonMigration(),
        '006-outbox': outboxMigration(handle.dialect),
        '007-job-posting-fields': jobPostingFieldsMigration(),
        '008-personal-data': personalDataMigration(handle.dialect),
        '009-candidate-workspace': candidateWorkspaceMigration(handle.dialect),
        '010-interviews': interviewsMigration(handle.dialect),
        '011-dashboard-counters': dashboardCountersMigration(),
        '012-person-has-later': personHasLaterMigration(),
        '013-careers-count-index': careersCountIndexMigration(),
        '014-visible-jobs-counter': visibleJobsCounterMigration(),
        '015-active-jobs-walk-index': activeJobsWalkIndexMigration(),
        '016-walk-text': walkTextMigration(handle.dialect),
        '017-applied-walk-index': appliedWalkIndexMigration(handle.dialect),
        '018-people-walk-indexes': peopleWalkIndexesMigration(handle.dialect),
        '019-canonical-phones': canonicalPhonesMigration(handle.dialect),
        '021-team-members': teamMembersMigration(handle.dialect),
        '022-interview-mail': interviewMailMigration(),
        '023-selected-text-index': selectedTextIndexMigration(handle.dialect),
        '024-interview-feedback': interviewFeedbackMigration(),
        '025-feedback-count': feedbackCountMigration(),
        '027-my-day': myDayMigration(handle.dialect),
        '028-mail-templates': mailTemplatesMigration(),
        '029-client-review': clientReviewMigration(handle.dialect),
        '030-resume-text': resumeTextMigration(handle.dialect),
        '031-applicant-links': applicantLinksMigration(handle.dialect),
        '032-reports': reportsMigration(),
        '033-report-rollup': reportRollupMigration(handle.dialect),
        '035-job-alerts': jobAlertsMigration(handle.dialect),
        '036-client-owner-changes': clientOwnerChangesMigration(handle.dialect),
        '037-careers-facet-counts': careersFacetCountsMigration(handle.dialect),
        '039-careers-facet-totals': careersFacetTotalsMigration(handle.dialect),
        '040-report-counts': reportCountsMigration(handle.dialect),
        '042-report-activity': reportActivityMigration(handle.dialect),
        '041-report-stage-times': reportStageTimesMigration(handle.dialect),
      };
    },
  };
}

export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  // on PostgreSQL the migration tables live in the connection's schema (search_path), not always "public"
  let migrationTableSchema: string | undefined;
  if (handle.dialect === 'postgres') {
    const r = await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db);
    migrationTableSchema = r.rows[0]?.schema;
  }
  const migrator = new Migrator({ db: handle.db, provider: provider(handle), migrationTableSchema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String((error as Error)?.message ?? error)}`);
  }
}
