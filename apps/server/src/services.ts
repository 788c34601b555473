import type { AppContext } from './app-context.js';
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
import { createTeamService } from './modules/team/team.service.js';

/**
 * The composition root: every service is built here, once, and handed the services it uses. No
 * service builds another, so the modules' imports run one way (docs/architecture.md).
 */
export function buildServices(ctx: AppContext) {
  const files = createFilesService(ctx);
  const stats = createStatsService(ctx);
  const jobs = createJobsService(ctx, { files, stats });
  const candidates = createCandidatesService(ctx, { files, jobs, stats });
  const trackers = createTrackersService(ctx, { jobs, candidates });
  const interviews = createInterviewsService(ctx, { jobs, candidates, trackers });
  const referrals = createReferralsService(ctx, { jobs, candidates, stats });
  const scams = createScamsService(ctx, { files });
  const feedback = createFeedbackService(ctx);
  const workspace = createWorkspaceService(ctx);
  return {
    files,
    stats,
    jobs,
    candidates,
    trackers,
    interviews,
    pipeline: createPipelineService(ctx, { jobs, interviews }),
    clients: createClientsService(ctx, { files, stats }),
    referrals,
    privacy: createPrivacyService(ctx, { stats, files, candidates, referrals, trackers, interviews, workspace, feedback, scams }),
    scams,
    feedback,
    tasks: createTasksService(ctx),
    users: createUsersService(ctx),
    workspace,
    team: createTeamService(ctx, { files }),
  };
}

export type Services = ReturnType<typeof buildServices>;
