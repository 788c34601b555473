import type { ColumnType, Generated } from 'kysely';

/**
 * Table types for Kysely. Timestamps are ISO-8601 UTC text; flags are 0/1 integers so the same
 * SQL runs on SQLite and PostgreSQL. Rows never leave the server: each module maps them.
 */
export interface UsersTable {
  id: Generated<number>;
  username: string; // the e-mail, stored lower-cased (unique)
  password_hash: string;
  user_role: string;
  is_active: number;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: string;
  last_used_at: string;
  expires_at: string; // absolute limit (7 days)
  revoked_at: string | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  /** What the failure counts against, hashed (auth/sessions.service.ts `failureKey`): never a username as typed. */
  username: string;
  created_at: string;
}

/** A candidate mail's text as Admin edited it (issue 43, migration 028); no row: the default in mail/templates.ts. */
export interface MailTemplatesTable {
  key: string;
  body: string;
  updated_by: number | null;
  updated_at: string;
}

export interface OutboxTable {
  id: Generated<number>;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** queued (to send, or kept when no mail server is configured), sent, or failed (gave up retrying). */
  status: ColumnType<string, string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: string;
  claimed_until: string | null;
  sent_at: string | null;
  last_error: string | null;
  created_at: string;
  /** JSON list of MailAttachment (mail/templates.ts), or null (migration 022). */
  attachments: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON object of the mail's own headers (List-Unsubscribe: migration 035), or null. */
  headers: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the token the e-mail carried: the token itself is never stored. */
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** A link that opens an applicant's own applications (issue 46, migration 031): tokens kept only as SHA-256. */
export interface ApplicantLinksTable {
  id: Generated<number>;
  email: string;
  token_hash: string;
  /** The link opens until then, once. */
  expires_at: string;
  opened_at: string | null;
  /** The page's token, made when the link was opened, and when it ends. */
  access_hash: string | null;
  access_expires_at: string | null;
  created_at: string;
}

/** A careers search kept for an address and mailed as a digest (issue 46, migration 035). */
export interface JobAlertsTable {
  id: Generated<number>;
  email: string;
  /** The careers search it follows ('' for a filter not set). */
  q: ColumnType<string, string | undefined, string>;
  location: ColumnType<string, string | undefined, string>;
  industry: ColumnType<string, string | undefined, string>;
  work_mode: ColumnType<string, string | undefined, string>;
  experience: ColumnType<string, string | undefined, string>;
  /** daily or weekly. */
  frequency: string;
  /** SHA-256 of the confirmation link's token; null once confirmed. */
  confirm_hash: string | null;
  created_at: string;
  confirmed_at: string | null;
  /** The next digest lists the jobs posted after this. */
  since_at: string | null;
  next_due_at: string | null;
}

/** The unsubscribe tokens of an alert's mails, one per mail, kept only as SHA-256 (migration 035). */
export interface JobAlertTokensTable {
  id: Generated<number>;
  alert_id: number;
  token_hash: string;
  created_at: string;
}

export interface MailPreferencesTable {
  user_id: number;
  kind: string;
  enabled: number;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

/** The durable background job queue (migration 030): claimed like the outbox, one server runs each job. */
export interface BackgroundJobsTable {
  id: Generated<number>;
  kind: string;
  /** JSON of the job's input. */
  payload: string;
  /** queued, done or failed (gave up). */
  status: ColumnType<string, string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  run_after: string;
  claimed_until: ColumnType<string | null, string | null | undefined, string | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  finished_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A résumé file's text (migration 030): done, unavailable (a DOC) or failed (damaged, hostile, too slow). */
export interface ResumeTextsTable {
  file_id: number;
  status: string;
  body: string;
  reason: string | null;
  extracted_at: string;
}

export interface StoredFilesTable {
  id: Generated<number>;
  storage_key: string;
  original_name: string;
  mime: string;
  size: number;
  kind: string;
  created_at: string;
}

export interface ClientsTable {
  id: Generated<number>;
  company_name: string;
  website: string;
  email: string;
  phone: string;
  location: string;
  gst_number: string;
  contact_name: string;
  designation: string;
  contact_email: string;
  contact_phone: string;
  contact_name2: string | null;
  designation2: string | null;
  contact_email2: string | null;
  contact_mobile2: string | null;
  logo_file_id: number | null;
  sla_file_id: number | null;
  /** The Bdm whose client it is (migration 032): Bdm reads the reports of their own clients. */
  owner_user_id?: number | null;
  created_at: string;
  updated_at: string;
  /** 1: a row that duplicated an earlier client before names and GSTINs were unique (migration 003). */
  legacy_duplicate: Generated<number>;
}

export interface JobsTable {
  id: Generated<number>;
  client_id: number;
  client_name: string;
  job_title: string;
  min_experience: number | null;
  max_experience: number | null;
  preferred_company: string | null;
  type_of_industry: string;
  notice_period: string;
  benefit: string | null;
  budget: number | null;
  package: number | null;
  qualification: string | null;
  skills_required: string | null;
  job_location: string;
  timings: string | null;
  no_of_positions: number;
  working_days: number | null;
  diversity_preference: string | null;
  hiring_type: string | null;
  work_mode: string | null;
  interview_process: string | null;
  key_responsibilities: string | null;
  job_description: string;
  jd_file_id: number | null;
  is_active: number;
  status: string;
  auto_close_reason: string | null;
  auto_closed_at: string | null;
  /** Denormalised public visibility (api.md "Visible"), kept by jobs.repository on every write. */
  is_visible: number;
  /** Last day applications are taken, YYYY-MM-DD in India time (migration 007); past it the job is expired. */
  closing_date: string | null;
  /** 1: the client's name is kept off the public pages (migration 007). */
  client_confidential: Generated<number>;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface CandidatesTable {
  id: Generated<number>;
  job_id: number;
  candidate_name: string;
  name_lower: string;
  email: string;
  mobile_number: string;
  current_location: string;
  current_company: string | null;
  years_experience: string | null;
  relevant_experience: string | null;
  current_ctc: string | null;
  expected_ctc: string | null;
  notice_period: string | null;
  preferred_location: string | null;
  available_for_interview: string | null;
  has_preferred_company: string | null;
  preferred_company: string | null;
  remarks: string | null;
  resume_file_id: number | null;
  status: string;
  /** How the consent came in (application, staff), the privacy notice version and when (issue 18). */
  consent_source: ColumnType<string | null, string | null | undefined, string | null>;
  consent_version: ColumnType<string | null, string | null | undefined, string | null>;
  consent_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  updated_at: string;
  /** The id of the person's first application (db/people.ts); set right after the insert. */
  person_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The last ten digits of the phone number, for the same-person and duplicate checks. */
  phone_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 for an application that is not its person's first (a generated column, migration 009). */
  is_later: ColumnType<number, never, never>;
  /** 1 on a person's first application when the person has later ones (migration 012, db/people.ts). */
  has_later: ColumnType<number, number | undefined, number>;
  /** The lower-cased name, e-mail and phone digits, parted by U+0001 (generated, migration 016): what a search walks. */
  contact_text: ColumnType<string, never, never>;
  /** The lower-cased location (generated, migration 016). */
  location_lower: ColumnType<string, never, never>;
}

/** The append-only timeline and audit record of a candidate (migration 009). */
export interface CandidateEventsTable {
  id: Generated<number>;
  candidate_id: number;
  actor_user_id: number | null;
  kind: string;
  /** JSON text. */
  detail: string;
  created_at: string;
}

export interface CandidateNotesTable {
  id: Generated<number>;
  candidate_id: number;
  author_user_id: number;
  body: string;
  created_at: string;
}

export interface ProcessTrackersTable {
  id: Generated<number>;
  candidate_id: number;
  job_id: number;
  screening: string | null;
  hr_interview: string | null;
  client_cv_review: string | null;
  client_interview: string | null;
  offer_letter: string | null;
  rejected: string | null;
  /** Why the candidate was rejected (required when rejecting); null when not rejected. */
  rejection_reason: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  updated_at: string;
  /** When the candidate entered the stage they stand in (migration 010; null only if never set). */
  stage_entered_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The stage the application waits for, or joined / rejected (generated, migration 027). */
  waiting_stage: ColumnType<string, never, never>;
}

/** A user's named candidate search (issue 43, migration 027); `filters` is JSON of the URL's filters. */
export interface SavedSearchesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  filters: string;
  is_shared: number;
  created_at: string;
  updated_at: string;
}

/** Per hiring stage, the days after which a candidate in it is stalled (issue 43, migration 027). */
export interface StallDaysTable {
  stage: string;
  days: number;
}

/** An interview at the HR or client interview stage (migration 010). Times are UTC ISO text. */
export interface InterviewsTable {
  id: Generated<number>;
  candidate_id: number;
  job_id: number;
  stage: string;
  starts_at: string;
  duration_minutes: number;
  interviewer: string;
  location: string | null;
  meeting_url: string | null;
  created_by: number | null;
  created_at: string;
  cancelled_at: string | null;
  /** Migration 022: who else gets the invitation; the calendar SEQUENCE; when the reminder was queued. */
  interviewer_email: ColumnType<string | null, string | null | undefined, string | null>;
  sequence: ColumnType<number, number | undefined, number>;
  reminded_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The interviewer's feedback, one per interview (issue 43; migration 024). */
export interface InterviewFeedbackTable {
  interview_id: number;
  rating: number;
  notes: string | null;
  created_by: number | null;
  created_at: string;
}

export interface JobClosuresTable {
  id: Generated<number>;
  job_id: number;
  total_positions: number;
  filled_positions: number;
  closed_at: string;
  closure_reason: string;
  closed_by: number | null;
}

export interface ReferralsTable {
  id: Generated<number>;
  candidate_id: number;
  job_id: number;
  friend_name: string;
  friend_contact: string;
  friend_email: string | null;
  preferred_company: string | null;
  /** The notice version the referrer confirmed the friend agreed to, and when (issue 18). */
  consent_version: ColumnType<string | null, string | null | undefined, string | null>;
  consent_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** SHA-256 of the single-use token of the friend's removal link; null once used or when no mail went. */
  removal_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
}

export interface RetentionRunsTable {
  id: Generated<number>;
  ran_at: string;
  cutoff: string;
  candidates_erased: number;
  referrals_deleted: number;
  files_removed: number;
}

export interface ErasuresTable {
  id: Generated<number>;
  erased_at: string;
  erased_by: number | null;
  /** admin, retention or referral-link: never who the person was. */
  reason: string;
  rows_deleted: number;
  files_removed: number;
}

/** One row per (candidate, job): the referral limit is an atomic conditional increment here. */
export interface ReferralCountersTable {
  candidate_id: number;
  job_id: number;
  referral_count: number;
}

export interface FeedbackTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  message: string;
  created_at: string;
}

/** The team on the public site (issue 41; migration 021). */
export interface TeamMembersTable {
  id: Generated<number>;
  name: string;
  title: string;
  bio: string;
  photo_file_id: number | null;
  position: number;
  created_at: string;
  updated_at: string;
}

export interface ScamReportsTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  issue_description: string;
  proof_file_id: number | null;
  created_at: string;
}

export interface TaskAssignmentsTable {
  id: Generated<number>;
  user_id: number;
  job_id: number | null;
  assigned_by: number | null;
  message: string;
  priority_level: string;
  deadline: string | null;
  status: string;
  created_at: string;
}

export interface NotificationsTable {
  id: Generated<number>;
  task_id: number;
  team_role: string;
  created_at: string;
}

export interface NotificationReadsTable {
  notification_id: number;
  user_id: number;
  read_at: string;
}

/** Issue 19 (migration 011): the dashboard figures that are counts, kept by the writes (one row, id 1). */
export interface DashboardCountersTable {
  id: number;
  clients: number;
  candidates: number;
  positions: number;
  positions_closed: number;
  positions_without_candidates: number;
  warning: number;
  caution: number;
  good: number;
  referrals: number;
  referrals_with_email: number;
  /** Jobs with is_visible = 1 (migration 014): the careers page's total without counting. */
  visible_jobs: number;
}

export interface NotificationCountersTable {
  team_role: string;
  total: number;
}

export interface NotificationReadCountersTable {
  user_id: number;
  team_role: string;
  read_count: number;
}

/** A client's contact (issue 44, migration 029). */
export interface ClientContactsTable {
  id: Generated<number>;
  client_id: number;
  name: string;
  email: string;
  phone: string | null;
  designation: string | null;
  created_at: string;
  updated_at: string;
}

/** A link sent to a client's contact (issue 44): only its token's SHA-256 is kept. */
export interface ClientReviewsTable {
  id: Generated<number>;
  token_hash: string;
  /** 'review': decide on the candidates; 'feedback': rate them after the client interview. */
  kind: string;
  client_id: number;
  contact_id: number;
  job_id: number;
  note: string | null;
  show_ctc: number;
  created_by: number | null;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  revoked_by: number | null;
}

export interface ClientReviewCandidatesTable {
  review_id: number;
  candidate_id: number;
  decision: string | null;
  reason: string | null;
  comment: string | null;
  rating: number | null;
  decided_at: string | null;
  decided_ip: string | null;
}

export interface ClientReviewViewsTable {
  id: Generated<number>;
  review_id: number;
  ip: string;
  at: string;
}

/** A client's owner reassigned by Admin (issue 47, migration 036): the audit of a client's owner. */
export interface ClientOwnerChangesTable {
  id: Generated<number>;
  client_id: number;
  from_user_id: number | null;
  to_user_id: number | null;
  changed_by: number | null;
  changed_at: string;
}

/** The reports' rollup (issue 47, migration 033): one row per stage completed, kept by a trigger on the candidate events. */
export interface ReportStageCompletionsTable {
  id: Generated<number>;
  event_id: number;
  candidate_id: number;
  job_id: number;
  stage: string;
  actor_user_id: number | null;
  completed_at: string;
}

/** What the funnel and the sources count of an application: each stage completed, joined, interviews booked. */
export interface ReportFigures {
  screening: number;
  hr_interview: number;
  client_cv_review: number;
  client_interview: number;
  offer: number;
  joined: number;
  interviews: number;
}

/** One application's figures for the funnel and the sources (issue 47, migration 040, decision 305), kept by triggers. */
export interface ReportApplicationFactsTable extends ReportFigures {
  candidate_id: number;
  job_id: number;
  counted: number;
  day: string;
  quarter: string;
  source: string;
  referrer_id: number;
}

/** The facts summed per UTC day or quarter hour, job (0: all), source and referrer (migration 040, decision 305). */
export interface ReportApplicationCountsTable extends ReportFigures {
  span: string;
  job_id: number;
  at: string;
  source: string;
  referrer_id: number;
  applications: number;
}

/** An application's first completion of a stage, for time in stage and the clients report (migration 041, decision 302). */
export interface ReportStageFactsTable {
  candidate_id: number;
  stage: string;
  job_id: number;
  client_id: number;
  counted: number;
  completed_at: string;
  /** The duration's bucket (`durationBucket`), -1 when the stage had no entry before it. */
  bucket: number;
  hired: number;
}

/** The stage facts counted per UTC month or day, job (0: all), client (0: none), stage and bucket (migration 041). */
export interface ReportStageCountsTable {
  span: string;
  job_id: number;
  client_id: number;
  at: string;
  stage: string;
  bucket: number;
  completed: number;
  hired: number;
}

/** Each client's open jobs with positions (issue 47, migration 040, decision 306), kept by triggers on jobs. */
export interface ReportClientOpenJobsTable {
  client_id: number;
  open_jobs: number;
}

/** Each client's positions open now (issue 47, migration 033, decision 285), kept by triggers on jobs and trackers. */
export interface ReportClientPositionsTable {
  client_id: number;
  open_positions: number;
}

/** The careers facets' counts per combination of visible jobs (issue 46, migration 037, decision 300), kept by triggers on jobs. */
export interface CareersFacetCountsTable {
  job_location: string;
  type_of_industry: string;
  /** '' when the job has none. */
  work_mode: string;
  /** An EXPERIENCE_BANDS id, '' when none. */
  experience_band: string;
  jobs: number;
}

/** The careers facets' counts per value of each facet (migration 039, decision 303), kept by triggers on jobs. */
export interface CareersFacetTotalsTable {
  facet: 'location' | 'industry' | 'work_mode' | 'experience';
  /** The job's location, industry, work mode or experience band ('' when none). */
  value: string;
  jobs: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  server_secrets: ServerSecretsTable;
  outbox: OutboxTable;
  mail_templates: MailTemplatesTable;
  saved_searches: SavedSearchesTable;
  stall_days: StallDaysTable;
  password_resets: PasswordResetsTable;
  applicant_links: ApplicantLinksTable;
  job_alerts: JobAlertsTable;
  job_alert_tokens: JobAlertTokensTable;
  mail_preferences: MailPreferencesTable;
  stored_files: StoredFilesTable;
  background_jobs: BackgroundJobsTable;
  resume_texts: ResumeTextsTable;
  clients: ClientsTable;
  client_contacts: ClientContactsTable;
  client_reviews: ClientReviewsTable;
  client_review_candidates: ClientReviewCandidatesTable;
  client_review_views: ClientReviewViewsTable;
  client_owner_changes: ClientOwnerChangesTable;
  jobs: JobsTable;
  candidates: CandidatesTable;
  candidate_events: CandidateEventsTable;
  report_stage_completions: ReportStageCompletionsTable;
  report_client_positions: ReportClientPositionsTable;
  report_application_facts: ReportApplicationFactsTable;
  report_application_counts: ReportApplicationCountsTable;
  report_client_open_jobs: ReportClientOpenJobsTable;
  report_stage_facts: ReportStageFactsTable;
  report_stage_counts: ReportStageCountsTable;
  careers_facet_counts: CareersFacetCountsTable;
  careers_facet_totals: CareersFacetTotalsTable;
  candidate_notes: CandidateNotesTable;
  process_trackers: ProcessTrackersTable;
  interviews: InterviewsTable;
  interview_feedback: InterviewFeedbackTable;
  job_closures: JobClosuresTable;
  referrals: ReferralsTable;
  referral_counters: ReferralCountersTable;
  feedback: FeedbackTable;
  /** One row (id 1): how many feedback messages there are, kept by the feedback writes (decision 229). */
  feedback_count: { id: number; n: number };
  scam_reports: ScamReportsTable;
  team_members: TeamMembersTable;
  task_assignments: TaskAssignmentsTable;
  notifications: NotificationsTable;
  notification_reads: NotificationReadsTable;
  retention_runs: RetentionRunsTable;
  erasures: ErasuresTable;
  dashboard_counters: DashboardCountersTable;
  notification_counters: NotificationCountersTable;
  notification_read_counters: NotificationReadCountersTable;
}
