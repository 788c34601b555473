import type { AppContext } from './app-context.js';
import { JOB_KINDS, createJobQueue } from './background/job-queue.js';
import { createFilesService } from './files/files.service.js';
import { createCandidatesService } from './modules/candidates/candidates.service.js';
import { createClientsService } from './modules/clients/clients.service.js';
import { createFeedbackService } from './modules/feedback/feedback.service.js';
import { createInterviewsService } from './modules/interviews/interviews.service.js';
import { createJobsService } from './modules/jobs/jobs.service.js';
import { createPipelineService } from './modules/pipeline/pipeline.service.js';
import { createPrivacyService } from './modules/privacy/privacy.service.js';
import { createReferralsService } from './modules/referrals/referrals.service.js';
import { createScamsService } from './modules/scams/scams.service.js';
import { createStatsService } from './modules/stats/stats.service.js';
import { createTasksService } from './modules/tasks/tasks.service.js';
import { createTrackersService } from './modules/trackers/trackers.service.js';
import { createUsersService } from './modules/users/users.service.js';
import { createWorkspaceService } from './modules/workspace/workspace.service.js';
import { createResumesService } from './modules/resumes/resumes.service.js';
import { createTeamService } from './modules/team/team.service.js';
import { createClientContactsService } from './modules/clients/client-contacts.service.js';
import { createClientReviewService } from './modules/client-review/client-review.service.js';
import { createSavedSearchesService } from './modules/saved-searches/saved-searches.service.js';
import { createMyDayService } from './modules/my-day/my-day.service.js';
import { createApplicantsService } from './modules/applicants/applicants.service.js';
import { createBulkService } from './modules/bulk/bulk.service.js';
import { createMailTemplatesService } from './modules/mail-templates/mail-templates.service.js';
import { createReportsService } from './modules/reports/reports.service.js';
import { createShareImagesService } from './modules/share-images/share-images.service.js';
import { createJobAlertsService } from './modules/job-alerts/job-alerts.service.js';

/**
 * The composition root: every service is built here, once, and handed the services it uses. No
 * service builds another, so the modules' imports run one way (docs/architecture.md).
 */
export function buildServices(ctx: AppContext) {
  const queue = createJobQueue(ctx.db, ctx.dialect, ctx.clock);
  const files = createFilesService(ctx, { queue });
  const stats = createStatsService(ctx);
  const mailTemplates = createMailTemplatesService(ctx);
  const jobs = createJobsService(ctx, { files, stats });
  const candidates = createCandidatesService(ctx, { files, jobs, stats, mailTemplates });
  const trackers = createTrackersService(ctx, { jobs, candidates, mailTemplates });
  const interviews = createInterviewsService(ctx, { jobs, candidates, trackers, mailTemplates });
  const referrals = createReferralsService(ctx, { jobs, candidates, stats });
  const scams = createScamsService(ctx, { files });
  const feedback = createFeedbackService(ctx);
  const workspace = createWorkspaceService(ctx);
  const resumes = createResumesService(ctx, { files, candidates, workspace, jobs, queue });
  queue.handle(JOB_KINDS.resumeText, (p) => resumes.extract(Number(p.file_id)));
  const tasks = createTasksService(ctx);
  const users = createUsersService(ctx);
  const clients = createClientsService(ctx, { files, stats, users });
  const clientContacts = createClientContactsService(ctx, { clients });
  const jobAlerts = createJobAlertsService(ctx, { jobs });
  const clientReview = createClientReviewService(ctx, { contacts: clientContacts, jobs, trackers, files, tasks });
  const privacy = createPrivacyService(ctx, {
    stats,
    files,
    candidates,
    referrals,
    trackers,
    interviews,
    workspace,
    feedback,
    scams,
    jobAlerts,
    clientReview,
  });
  return {
    queue,
    resumes,
    files,
    stats,
    jobs,
    candidates,
    trackers,
    interviews,
    pipeline: createPipelineService(ctx, { jobs, interviews }),
    clients,
    clientContacts,
    clientReview,
    referrals,
    privacy,
    jobAlerts,
    applicants: createApplicantsService(ctx, { candidates, trackers, interviews, privacy }),
    scams,
    feedback,
    tasks,
    users,
    workspace,
    bulk: createBulkService(ctx, { workspace, trackers, candidates, files, mailTemplates }),
    team: createTeamService(ctx, { files }),
    savedSearches: createSavedSearchesService(ctx),
    myDay: createMyDayService(ctx, { interviews, tasks }),
    mailTemplates,
    reports: createReportsService(ctx),
    shareImages: createShareImagesService(ctx, { jobs }),
  };
}

export type Services = ReturnType<typeof buildServices>;
