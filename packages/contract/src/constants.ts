/**
 * Business constants shared by server and web. The one place where a limit or an option list is
 * written (spec: public-site.md §9, staff-portal.md §9, api.md).
 */

export const ROLES = ['Admin', 'Bdm', 'Hrteam'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = {
  Admin: 'Admin',
  Bdm: 'Business Development',
  Hrteam: 'HR Team',
};
/** Where each role lands after login. */
export const ROLE_HOME: Record<Role, string> = {
  Admin: '/admindashboard',
  Bdm: '/businessdashboard',
  Hrteam: '/hrteamdashboard',
};

export const API_PREFIX = '/backend/api/v1';

export const CAREERS_PAGE_SIZE = 6;
export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 100;
export const MAX_PAGE = 1_000_000;

export const MAX_REFERRALS_PER_CANDIDATE_PER_JOB = 100;
export const CANDIDATE_SEARCH_MIN_CHARS = 3;
export const CANDIDATE_SEARCH_MAX_RESULTS = 5;
export const CANDIDATE_SEARCH_DEBOUNCE_MS = 300;
export const REFERRAL_SUCCESS_MS = 4000;

export const MAX_FILE_BYTES = 2 * 1024 * 1024; // 2,097,152 bytes

/** The largest id either database hands out (PostgreSQL `serial`): a larger one cannot exist. */
export const ID_MAX = 2_147_483_647;

export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const FREE_TEXT_MAX = 5000;
export const TASK_MESSAGE_MAX = 2000;
export const PASSWORD_MIN = 10;
/** The longest password taken (argon2 hashes any length; this bounds the work a request can ask for). */
export const PASSWORD_MAX = 1024;

export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
export const SESSION_MAX_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_COOKIE = 'sid';
export const LOGIN_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export const JOB_STATUSES = ['open', 'closed', 'paused'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const PRIORITY_LEVELS = ['low', 'medium', 'high', 'urgent'] as const;
export type PriorityLevel = (typeof PRIORITY_LEVELS)[number];

export const BENEFIT_OPTIONS = [
  'Cab',
  'Food',
  'Incentives',
  'Health Insurance',
  'Gym Membership',
  'Provident fund',
  'Paid Time Off',
  'Bonus',
  'Retirement Fund',
  'Others',
] as const;
export const WORK_MODE_OPTIONS = ['Hybrid', 'Remote', 'On-Site', 'Work From Client Office', 'Others'] as const;
export const HIRING_TYPE_OPTIONS = ['Full Time', 'Part Time', 'Internship', 'Temporary Employment', 'Others'] as const;
export const DIVERSITY_OPTIONS = ['Male', 'Female', 'Other'] as const;
export const EXPERIENCE_OPTIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export const WORKING_DAYS_OPTIONS = [1, 2, 3, 4, 5, 6, 7] as const;
export const NOTICE_PERIOD_OPTIONS = ['Immediate', '10 days', '15 days', '15 to 30 days', '1 month', 'More than 1 month'] as const;

/** Hiring stages in order (api.md "Hiring stages"). */
export const STAGES = ['screening', 'hr_interview', 'client_cv_review', 'client_interview', 'offer_letter'] as const;
export type Stage = (typeof STAGES)[number];
/** The card label is shifted one step from the key (staff-portal.md §4). */
export const STAGE_CARD_LABELS: Record<Stage, string> = {
  screening: 'Hr Interview',
  hr_interview: 'Client Cv Review',
  client_cv_review: 'Client Interview',
  client_interview: 'Offer Letter',
  offer_letter: 'Candidate Joined',
};
/** The longest reason a rejection may give. */
export const REJECTION_REASON_MAX = 1000;

/**
 * The stages at which a tracker card reads an interview: the first stage not completed is one of
 * these, so the card reads 'Pending: Hr Interview' or 'Pending: Client Interview' (labels shifted,
 * above; decision 55). 'Interviews Scheduled' on the dashboards no longer counts these: it
 * counts interviews actually scheduled (not cancelled) that start from now on (decision 100,
 * issue 15; interviews in pipeline.ts).
 */
export const INTERVIEW_PENDING_STAGES = ['screening', 'client_cv_review'] as const satisfies readonly Stage[];

export const CANDIDATE_STATUSES = ['Applied', 'Selected'] as const;
export type CandidateStatus = (typeof CANDIDATE_STATUSES)[number];

export const AUTO_CLOSE_REASON = 'All positions filled';

/** Files: kinds, allowed real types (from the bytes) and the limit (api.md "Files"). */
export const FILE_KINDS = {
  resume: {
    mimes: ['application/pdf', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    label: 'PDF, DOC or DOCX',
  },
  sla: {
    mimes: ['application/pdf', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    label: 'PDF, DOC or DOCX',
  },
  jd: {
    mimes: ['application/pdf', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    label: 'PDF, DOC or DOCX',
  },
  logo: { mimes: ['image/png', 'image/jpeg', 'image/svg+xml'], label: 'PNG, JPEG or SVG' },
  proof: { mimes: ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'], label: 'PDF, PNG, JPEG or WEBP' },
  // a team member's photo (issue 41): shown on the public site
  photo: { mimes: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'], label: 'PNG, JPEG, WEBP or SVG' },
} as const;
export type FileKind = keyof typeof FILE_KINDS;

/** The public application's mobile number: 10 digits once +91 or a leading 0 is removed (staff-portal.md §5). */
export const MOBILE_NUMBER_DIGITS = 10;

export const NOTIFICATION_REFRESH_MS = 180_000;
export const RECENT_TASKS_SHOWN = 10;
export const NEW_TASK_WINDOW_MS = 30 * 60 * 1000;
export const BANNER_CLEAR_MS = 5000;
export const COUNTER_ANIMATION_MS = 2000;
export const HR_REDIRECT_MS = 2000;
export const CLOSURE_CHECK_DELAY_MS = 1000;
