import type { z } from 'zod';
import {
  AddedNoteBodySchema,
  ApplicationConsentSchema,
  CandidateBodySchema,
  CandidateCreatedBodySchema,
  CandidateListBodySchema,
  CandidateMatchesBodySchema,
  CandidateProfileBodySchema,
  CandidateSchema,
  CandidateStatusSchema,
  CheckAllBodySchema,
  ClientBodySchema,
  ClientCreateSchema,
  ClientListBodySchema,
  ClientOptionsBodySchema,
  ClientUpdateSchema,
  CloseSchema,
  CountBodySchema,
  DetailsBodySchema,
  DuplicateQuerySchema,
  DuplicatesBodySchema,
  ErasureResultBodySchema,
  FeedbackBodySchema,
  FeedbackListBodySchema,
  FeedbackSchema,
  HealthSchema,
  InterviewBodySchema,
  InterviewCreateSchema,
  InterviewListBodySchema,
  InterviewListQuery,
  JobBodySchema,
  JobClosureListBodySchema,
  JobCreateSchema,
  JobListBodySchema,
  JobListQuery,
  JobReopenBodySchema,
  JobUpdateBodySchema,
  JobUpdateSchema,
  LoginBodySchema,
  LoginSchema,
  MailPreferencesBodySchema,
  MailPreferencesSchema,
  MeBodySchema,
  NoDataBodySchema,
  NoteSchema,
  NotificationListBodySchema,
  NotificationReadBodySchema,
  NotificationsReadBodySchema,
  OutboxListBodySchema,
  OutboxMailBodySchema,
  OutboxResendBodySchema,
  OverviewBodySchema,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
  PeopleBodySchema,
  PeopleQuerySchema,
  PersonFoundBodySchema,
  PersonQuerySchema,
  PersonalDataOverviewBodySchema,
  PipelineBodySchema,
  PrivacyNoticeBodySchema,
  ReferralBodySchema,
  ReferralListBodySchema,
  ReferralRemovalSchema,
  ReferralRemovedBodySchema,
  ReferralSchema,
  ReopenSchema,
  RetentionRunBodySchema,
  ScamReportBodySchema,
  ScamReportListBodySchema,
  ScamReportSchema,
  SeparatedBodySchema,
  StaffJobBodySchema,
  StaffJobListBodySchema,
  PositionGroupsBodySchema,
  StaffUserBodySchema,
  StaffUsersBodySchema,
  TaskBodySchema,
  TeamListBodySchema,
  TeamMemberBodySchema,
  TeamMemberInputSchema,
  TeamMemberUpdateSchema,
  TeamOrderSchema,
  TaskListBodySchema,
  TaskSchema,
  TimelineBodySchema,
  TrackerBodySchema,
  TrackerChangeBodySchema,
  TrackerCreateSchema,
  TrackerUpdateBodySchema,
  TrackerUpdateSchema,
  UserCreateSchema,
  UserPatchSchema,
  pageQuery,
} from '@talentra/contract';

/** A file answer (download, CSV, calendar, ZIP): its media types, no JSON body. */
export interface FileAnswer {
  file: readonly string[];
}

/**
 * What the OpenAPI document says about one route (decision 130): its answer (the contract's zod
 * schema of the whole body), and the query and body schemas the handler parses with, where the
 * contract has them. For documentation only: Fastify neither validates nor serializes with them.
 */
export interface RouteDoc {
  summary: string;
  response: z.ZodType | FileAnswer;
  /** The success status (201 for a create). */
  status?: 200 | 201;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body may also come as multipart/form-data (uploads; api.md "Multipart updates"). */
  multipart?: boolean;
}

const DOCUMENTS = ['application/pdf', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'];
const PAGED = pageQuery;

/**
 * Every API route, keyed like ACCESS_TABLE ("METHOD path" relative to /backend/api/v1), grouped by
 * tag. The OpenAPI test checks that this table and the registered routes are the same set.
 */
export const ROUTE_DOCS: Record<string, Record<string, RouteDoc>> = {
  Session: {
    'GET /health': { summary: 'Liveness and database check (503 when the database does not answer)', response: HealthSchema },
    'POST /login': { summary: 'Sign in: sets the session cookie and answers the user with a token', response: LoginBodySchema, body: LoginSchema },
    'POST /logout': { summary: 'Sign out: the session ends at once', response: NoDataBodySchema },
    'GET /me': { summary: 'The signed-in user', response: MeBodySchema },
    'POST /password-reset/request': {
      summary: 'Mail a password reset link (same answer whether the address has an account)',
      response: NoDataBodySchema,
      body: PasswordResetRequestSchema,
    },
    'POST /password-reset/confirm': {
      summary: 'Set a new password with a reset token',
      response: NoDataBodySchema,
      body: PasswordResetConfirmSchema,
    },
    'GET /me/mail-preferences': { summary: 'The caller’s mail preferences', response: MailPreferencesBodySchema },
    'PUT /me/mail-preferences': { summary: 'Change the caller’s mail preferences', response: MailPreferencesBodySchema, body: MailPreferencesSchema },
  },
  Users: {
    'GET /users': { summary: 'Staff accounts (Admin, in full); active staff’s id, username and role (Bdm, Hrteam)', response: StaffUsersBodySchema },
    'POST /users': { summary: 'Create a staff account', response: StaffUserBodySchema, status: 201, body: UserCreateSchema },
    'PATCH /users/:id': { summary: 'Change a role or password, (de)activate', response: StaffUserBodySchema, body: UserPatchSchema },
  },
  Jobs: {
    'GET /recruitments': {
      summary: 'Jobs, newest first: anonymous callers get visible jobs with public fields, staff every job with every field',
      response: JobListBodySchema,
      query: JobListQuery,
    },
    'GET /recruitments/:id': { summary: 'A job (anonymous: 404 unless visible)', response: JobBodySchema },
    'GET /recruitments/:id/jd': { summary: 'The job description file', response: { file: DOCUMENTS } },
    'GET /recruitments/admin/all': {
      summary: 'Every job with the closure fields (deleted=1: Admin’s deleted jobs)',
      response: StaffJobListBodySchema,
      query: JobListQuery,
    },
    'GET /recruitments/positions': {
      summary: 'Every job not deleted, grouped by title and client (the Positions page)',
      response: PositionGroupsBodySchema,
    },
    'GET /recruitments/export': {
      summary: 'The job list as CSV',
      response: { file: ['text/csv'] },
      query: JobListQuery.omit({ page: true, per_page: true }),
    },
    'POST /recruitments': { summary: 'Create a job', response: StaffJobBodySchema, status: 201, body: JobCreateSchema, multipart: true },
    'PUT /recruitments/:id': {
      summary: 'Update a job (may close or reopen it by itself)',
      response: JobUpdateBodySchema,
      body: JobUpdateSchema,
      multipart: true,
    },
    'DELETE /recruitments/:id': { summary: 'Soft-delete a job', response: NoDataBodySchema },
    'POST /recruitments/:id/restore': { summary: 'Restore a deleted job', response: StaffJobBodySchema },
    'POST /:id/reopen': { summary: 'Reopen a closed job', response: JobReopenBodySchema, body: ReopenSchema },
    'POST /job-closure/:id/close': { summary: 'Close a job with a reason', response: StaffJobBodySchema, body: CloseSchema },
    'POST /job-closure/check-all': { summary: 'Close every job whose positions are filled', response: CheckAllBodySchema },
    'GET /close': { summary: 'Closure records', response: JobClosureListBodySchema, query: PAGED },
    'GET /recruitments/:id/pipeline': { summary: 'The pipeline board of a job (Bdm: names only)', response: PipelineBodySchema },
  },
  Dashboard: {
    'GET /recruitments/count': { summary: 'Active jobs', response: CountBodySchema },
    'GET /recruitments/interviews/count': { summary: 'Interviews scheduled', response: CountBodySchema },
    'GET /candidates/count': { summary: 'Candidates', response: CountBodySchema },
    'GET /clientforms/count': { summary: 'Clients', response: CountBodySchema },
    'GET /stats/overview': { summary: 'Every dashboard figure in one answer', response: OverviewBodySchema },
    'GET /stats/details': {
      summary: 'A dashboard figure’s rows (kind=clients, positions, candidates, closed, warning, caution, good)',
      response: DetailsBodySchema,
      query: PAGED,
    },
  },
  Candidates: {
    'GET /candidates': { summary: 'Applications (Bdm: without contact details, pay and remarks)', response: CandidateListBodySchema, query: PAGED },
    'GET /candidates/:id': { summary: 'An application', response: CandidateBodySchema },
    'GET /candidates/:id/resume': { summary: 'The resume, as a download', response: { file: DOCUMENTS } },
    'GET /candidates/search': {
      summary: 'Refer a Friend: candidates of visible jobs by name (≥ 3 characters, e-mail masked)',
      response: CandidateMatchesBodySchema,
    },
    'POST /candidates': {
      summary: 'Apply (multipart with the resume); `privacy_consent` is required from an anonymous applicant, not from staff',
      response: CandidateCreatedBodySchema,
      status: 201,
      body: CandidateSchema.in.extend({ privacy_consent: ApplicationConsentSchema.shape.privacy_consent.optional() }),
      multipart: true,
    },
    'PUT /candidates/:id': { summary: 'Set an application’s status', response: CandidateBodySchema, body: CandidateStatusSchema },
    'GET /candidates/people': { summary: 'Candidate search over people, 25 a page', response: PeopleBodySchema, query: PeopleQuerySchema },
    'GET /candidates/people/export': { summary: 'The candidate search as CSV', response: { file: ['text/csv'] }, query: PeopleQuerySchema },
    'GET /candidates/duplicates': {
      summary: 'People already holding an e-mail or phone',
      response: DuplicatesBodySchema,
      query: DuplicateQuerySchema,
    },
    'GET /candidates/:id/profile': { summary: 'A candidate’s profile: contact, applications, notes', response: CandidateProfileBodySchema },
    'GET /candidates/:id/timeline': { summary: 'A candidate’s timeline, newest first', response: TimelineBodySchema },
    'POST /candidates/:id/notes': { summary: 'Add a note', response: AddedNoteBodySchema, status: 201, body: NoteSchema },
    'POST /candidates/:id/separate': {
      summary: 'Undo a wrong link: this e-mail’s applications become a person of their own',
      response: SeparatedBodySchema,
    },
    'GET /candidates/:id/resume/inline': { summary: 'A PDF resume for the viewer', response: { file: ['application/pdf'] } },
  },
  Hiring: {
    'GET /process-tracker/:candidateId': { summary: 'A candidate’s tracker (404 if none)', response: TrackerBodySchema },
    'POST /process-tracker': { summary: 'Start a candidate’s tracker', response: TrackerChangeBodySchema, status: 201, body: TrackerCreateSchema },
    'PUT /process-tracker/:candidateId/with-job-check': {
      summary: 'Complete a stage or reject (may close the job)',
      response: TrackerUpdateBodySchema,
      body: TrackerUpdateSchema,
    },
    'POST /process-tracker/:candidateId/undo-reject': { summary: 'Undo a rejection', response: TrackerChangeBodySchema },
    'POST /interviews': { summary: 'Schedule an interview', response: InterviewBodySchema, status: 201, body: InterviewCreateSchema },
    'GET /interviews': { summary: 'Interviews in a range (default: this week)', response: InterviewListBodySchema, query: InterviewListQuery },
    'GET /interviews/:id': { summary: 'An interview', response: InterviewBodySchema },
    'GET /interviews/:id.ics': { summary: 'An interview as a calendar file', response: { file: ['text/calendar'] } },
    'POST /interviews/:id/cancel': { summary: 'Cancel an interview', response: InterviewBodySchema },
  },
  Clients: {
    'GET /clientforms': { summary: 'Clients', response: ClientListBodySchema, query: PAGED },
    'GET /clientforms/:id': { summary: 'A client', response: ClientBodySchema },
    'GET /clientforms/dropdown': { summary: 'Every client’s id and name', response: ClientOptionsBodySchema },
    'POST /clientforms': {
      summary: 'Create a client (multipart with logo and SLA)',
      response: ClientBodySchema,
      status: 201,
      body: ClientCreateSchema,
      multipart: true,
    },
    'PUT /clientforms/:id': { summary: 'Update a client', response: ClientBodySchema, body: ClientUpdateSchema, multipart: true },
    'GET /clientforms/:id/logo': { summary: 'The client’s logo', response: { file: ['image/png', 'image/jpeg', 'image/svg+xml'] } },
    'GET /clientforms/:id/sla': { summary: 'The client’s SLA', response: { file: DOCUMENTS } },
  },
  Tasks: {
    'GET /task-assignments': { summary: 'Tasks, newest first (Bdm and Hrteam: their team’s)', response: TaskListBodySchema, query: PAGED },
    'POST /task-assigning': { summary: 'Assign a task', response: TaskBodySchema, status: 201, body: TaskSchema },
    'GET /notifications': {
      summary: 'The bell: the caller’s team’s notifications with read state',
      response: NotificationListBodySchema,
      query: PAGED,
    },
    'POST /notifications/:id/read': { summary: 'Mark a notification read', response: NotificationReadBodySchema },
    'POST /notifications/read-all': { summary: 'Mark every notification read', response: NotificationsReadBodySchema },
  },
  'Public forms': {
    'POST /refer-a-friend': { summary: 'Refer a friend', response: ReferralBodySchema, status: 201, body: ReferralSchema },
    'GET /refer-a-friend': { summary: 'Referrals', response: ReferralListBodySchema, query: PAGED },
    'POST /refer-a-friend/remove': { summary: 'A referred friend’s removal link', response: ReferralRemovedBodySchema, body: ReferralRemovalSchema },
    'POST /submit-feedback': { summary: 'Send feedback', response: FeedbackBodySchema, status: 201, body: FeedbackSchema },
    'GET /feedbacks': { summary: 'Feedback, newest first', response: FeedbackListBodySchema, query: PAGED },
    'POST /report-scam': {
      summary: 'Report a scam (multipart, optional proof file)',
      response: ScamReportBodySchema,
      status: 201,
      body: ScamReportSchema,
      multipart: true,
    },
    'GET /scams': { summary: 'Scam reports', response: ScamReportListBodySchema, query: PAGED },
    'GET /scams/:id/proof': { summary: 'A scam report’s proof', response: { file: ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] } },
  },
  Mail: {
    'GET /outbox': { summary: 'Every mail sent or waiting', response: OutboxListBodySchema, query: PAGED },
    'GET /outbox/:id': { summary: 'A mail with its text and HTML', response: OutboxMailBodySchema },
    'POST /outbox/:id/resend': { summary: 'Queue a mail again', response: OutboxResendBodySchema, status: 201 },
  },
  'Personal data': {
    'GET /privacy-notice': {
      summary: 'The privacy notice’s version: the one value `privacy_consent` accepts on applications and referrals',
      response: PrivacyNoticeBodySchema,
    },
    'GET /personal-data/overview': { summary: 'Retention: due for deletion, runs, erasures', response: PersonalDataOverviewBodySchema },
    'POST /personal-data/retention/run': { summary: 'Run the retention job now', response: RetentionRunBodySchema },
    'GET /personal-data/person': { summary: 'What is held about a person', response: PersonFoundBodySchema, query: PersonQuerySchema },
    'GET /personal-data/export': { summary: 'A person’s data as a ZIP', response: { file: ['application/zip'] }, query: PersonQuerySchema },
    'POST /personal-data/erase': { summary: 'Erase a person', response: ErasureResultBodySchema, body: PersonQuerySchema },
  },
  Team: {
    'GET /team': { summary: 'The team shown on the public site, in display order', response: TeamListBodySchema },
    'GET /team/photos/:id': { summary: 'A team member’s photo', response: { file: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] } },
    'POST /team': {
      summary: 'Add a team member (multipart, with the photo); goes last',
      response: TeamMemberBodySchema,
      status: 201,
      body: TeamMemberInputSchema,
      multipart: true,
    },
    'PUT /team/:id': {
      summary: 'Change a team member (multipart; a new photo optional)',
      response: TeamMemberBodySchema,
      body: TeamMemberUpdateSchema,
      multipart: true,
    },
    'DELETE /team/:id': { summary: 'Remove a team member and their photo', response: NoDataBodySchema },
    'PUT /team/order': { summary: 'Set the display order: every member’s id once', response: TeamListBodySchema, body: TeamOrderSchema },
  },
};

/** The table by route key, with its tag. */
export const ROUTE_DOC_INDEX: ReadonlyMap<string, RouteDoc & { tag: string }> = new Map(
  Object.entries(ROUTE_DOCS).flatMap(([tag, docs]) => Object.entries(docs).map(([key, doc]) => [key, { ...doc, tag }] as const)),
);

export const isFileAnswer = (r: RouteDoc['response']): r is FileAnswer => 'file' in r;
