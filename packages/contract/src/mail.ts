import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, type Role } from './constants.js';
import { MSG } from './messages.js';
import { flexibleBoolean, requiredEmail } from './fields.js';

/** The company as e-mails name it (the web app's content/company.ts uses the same). */
export const COMPANY_NAME = 'Talentra Staffing Solutions';

/** Every kind of e-mail the product sends (issue 16). */
export const MAIL_KINDS = [
  'application_received',
  'referral_received',
  'task_assigned',
  'stage_changed',
  'job_closed',
  'password_reset',
  // an interview's invitation, update, cancellation and day-before reminder, each with the .ics (issue 43)
  'interview_invitation',
  'interview_updated',
  'interview_cancelled',
  'interview_reminder',
  // the link to an applicant's own applications (issue 46)
  'my_applications_link',
  // a job alert's confirmation and its digests (issue 46)
  'job_alert_confirm',
  'job_alert_digest',
  // a client's review link, and the recruiter's news of the client's decision (issue 44)
  'client_review',
  'client_decision',
  // a rejection, when the recruiter ticks "E-mail the candidate" (issue 43)
  'candidate_rejected',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** The notification mails a staff member may turn off for themselves (the others are not theirs to stop). */
export const MAIL_PREFERENCE_KINDS = ['task_assigned', 'job_closed'] as const;
export type MailPreferenceKind = (typeof MAIL_PREFERENCE_KINDS)[number];
export type MailPreferences = Record<MailPreferenceKind, boolean>;
/** Who receives each notification mail: a task mail goes to the team of the task (any staff role), a job-closed mail to Bdm. */
export const MAIL_PREFERENCE_RECIPIENTS: Record<MailPreferenceKind, readonly Role[]> = {
  task_assigned: ['Admin', 'Bdm', 'Hrteam'],
  job_closed: ['Bdm'],
};

export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** A password reset link lasts this long and works once. */
export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;
/** At most this many reset mails per account an hour, whoever asks. */
export const PASSWORD_RESETS_PER_HOUR = 3;

export const MAIL_MSG = {
  resetRequested: 'If an account exists for that e-mail, we have sent a link to reset the password.',
  resetDone: 'Your password has been changed. Please sign in.',
  resetTokenInvalid: 'This link has expired or has already been used. Please ask for a new one.',
  preferencesSaved: 'Notification settings saved.',
  resendQueued: 'The mail is queued to be sent again.',
  resendAlreadyQueued: 'This mail is already waiting to be sent.',
} as const;

export const PasswordResetRequestSchema = z.object({ email: requiredEmail() });
export const PasswordResetConfirmSchema = z.object({
  token: z.string({ error: MAIL_MSG.resetTokenInvalid }).min(10, MAIL_MSG.resetTokenInvalid).max(200, MAIL_MSG.resetTokenInvalid),
  password: z
    .string({ error: 'Password is required' })
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, MSG.passwordTooLong),
});
/** Unknown fields are ignored, as everywhere (api.md, wire conventions). */
export const MailPreferencesSchema = z.object({ task_assigned: flexibleBoolean().optional(), job_closed: flexibleBoolean().optional() });

// OutboxMail, OutboxMailDetail: responses/outbox.ts.
