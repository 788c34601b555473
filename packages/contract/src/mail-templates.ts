import { z } from 'zod';

/**
 * The candidate mails whose wording Admin may change (issue 43): the body is plain text with
 * {{placeholders}}; the subject stays fixed (decision 240). A blank line starts a new paragraph.
 */
export const MAIL_TEMPLATE_KEYS = ['application_received', 'stage_changed', 'interview_invitation', 'candidate_rejected'] as const;
export type MailTemplateKey = (typeof MAIL_TEMPLATE_KEYS)[number];

export const MAIL_TEMPLATE_LABELS: Record<MailTemplateKey, string> = {
  application_received: 'Application received',
  stage_changed: 'Stage change',
  interview_invitation: 'Interview invitation',
  candidate_rejected: 'Rejection',
};

/** What each placeholder stands for, as the Admin page explains it. */
export const MAIL_PLACEHOLDERS = {
  candidate_name: 'The candidate’s name',
  job_title: 'The job’s title',
  company: 'Our company’s name',
  stage: 'The stage the candidate has reached (e.g. HR interview)',
  stage_message: 'The standard sentence about that stage',
  job: 'The job’s title, with the client’s name when there is one',
  interview_time: 'The interview’s date and time, in the agency’s time zone',
  interview_details: 'When, where (place or link) and who interviews, one per line',
  interviewer: 'The interviewer’s name',
} as const;
export type MailPlaceholder = keyof typeof MAIL_PLACEHOLDERS;

/** The placeholders each template may use (others are refused on save). */
export const MAIL_TEMPLATE_PLACEHOLDERS: Record<MailTemplateKey, readonly MailPlaceholder[]> = {
  application_received: ['candidate_name', 'job_title', 'company'],
  stage_changed: ['candidate_name', 'job_title', 'company', 'stage', 'stage_message'],
  interview_invitation: ['candidate_name', 'job_title', 'job', 'company', 'stage', 'interview_time', 'interview_details', 'interviewer'],
  candidate_rejected: ['candidate_name', 'job_title', 'company'],
};

export const MAIL_TEMPLATE_BODY_MAX = 5000;

export const MAIL_TEMPLATE_MSG = {
  saved: 'Template saved.',
  reset: 'Template reset to the default text.',
  bodyRequired: 'Write the text of the e-mail.',
  unknownKey: `Must be one of ${MAIL_TEMPLATE_KEYS.join(', ')}`,
} as const;

const PLACEHOLDER_RE = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholders a text uses, in order of first use. */
export function placeholdersIn(body: string): string[] {
  return [...new Set([...body.matchAll(PLACEHOLDER_RE)].map((m) => m[1]!))];
}

/** Why a template body is refused (an unknown placeholder, or a brace left open), or null. */
export function mailTemplateRefusal(key: MailTemplateKey, body: string): string | null {
  const allowed = MAIL_TEMPLATE_PLACEHOLDERS[key];
  const unknown = placeholdersIn(body).filter((p) => !(allowed as readonly string[]).includes(p));
  if (unknown.length) {
    const named = unknown.map((p) => `{{${p}}}`).join(', ');
    return `Unknown placeholder${unknown.length > 1 ? 's' : ''} ${named}. This template can use: ${allowed.map((p) => `{{${p}}}`).join(', ')}.`;
  }
  if (/\{\{|\}\}/.test(body.replace(PLACEHOLDER_RE, ''))) return 'A placeholder is not closed: write it as {{name}}.';
  return null;
}

/** Fills the placeholders of a checked body with the values (plain text; the HTML is escaped later). */
export function fillPlaceholders(body: string, values: Partial<Record<MailPlaceholder, string>>): string {
  return body.replace(PLACEHOLDER_RE, (_, name: string) => values[name as MailPlaceholder] ?? '');
}

const key = z.enum(MAIL_TEMPLATE_KEYS, { error: MAIL_TEMPLATE_MSG.unknownKey });
const body = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/\r\n/g, '\n').trim() : v),
  z
    .string({ error: MAIL_TEMPLATE_MSG.bodyRequired })
    .min(1, MAIL_TEMPLATE_MSG.bodyRequired)
    .max(MAIL_TEMPLATE_BODY_MAX, `Must be at most ${MAIL_TEMPLATE_BODY_MAX} characters`),
);

/** PUT /mail-templates and POST /mail-templates/preview. */
export const MailTemplateSaveSchema = z.object({ key, body }).superRefine((v, c) => {
  const refusal = mailTemplateRefusal(v.key, v.body);
  if (refusal) c.addIssue({ code: 'custom', message: refusal, path: ['body'] });
});
/** POST /mail-templates/reset. */
export const MailTemplateResetSchema = z.object({ key });
