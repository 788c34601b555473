import type { MailKind, OutboxStatus } from '@talentra/contract';

/** How the Outbox page names each kind of mail (issue 16). */
export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  application_received: 'Application received',
  referral_received: 'Referral received',
  task_assigned: 'Task assigned',
  stage_changed: 'Stage changed',
  job_closed: 'Job closed',
  password_reset: 'Password reset',
  interview_invitation: 'Interview invitation',
  interview_updated: 'Interview rescheduled',
  interview_cancelled: 'Interview cancelled',
  interview_reminder: 'Interview reminder',
  my_applications_link: 'My applications link',
  job_alert_confirm: 'Job alert confirmation',
  job_alert_digest: 'Job alert digest',
  client_review: 'Client review link',
  client_decision: 'Client decision',
  candidate_rejected: 'Rejection',
};

export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
};

export const OUTBOX_STATUS_CLASSES: Record<OutboxStatus, string> = {
  queued: 'bg-amber-100 text-amber-900',
  sent: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
};

/** Shown above the list when no mail server is configured (GET /outbox `mail_server_configured` false). */
export const NO_MAIL_SERVER_NOTE =
  'No mail server is configured (SMTP_URL), so no e-mail leaves the server: every mail the product would send is kept here instead. Open one to read it.';
