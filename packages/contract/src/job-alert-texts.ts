import { EXPERIENCE_BANDS } from './careers-facets.js';

/**
 * Job alerts (issue 46, decisions 290–293): a careers search kept for an e-mail address and mailed
 * as a daily or weekly digest of the new jobs that match it, after the address has confirmed it.
 */
export const JOB_ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];
export const JOB_ALERT_FREQUENCY_LABELS: Record<JobAlertFrequency, string> = { daily: 'Daily', weekly: 'Weekly' };

/** The most alerts one address may hold, confirmed or not (decision 291): beyond it a request quietly makes none. */
export const JOB_ALERTS_PER_ADDRESS = 10;
/** Confirmation mails one address may receive in an hour (decision 291). */
export const JOB_ALERT_CONFIRMATIONS_PER_HOUR = 3;
/** An alert not confirmed within this many days is deleted, with its link. */
export const JOB_ALERT_CONFIRM_DAYS = 7;
/** The most jobs one digest lists; more are summed up with a link to the search. */
export const JOB_ALERT_DIGEST_MAX = 20;

/** Where the links of alert mails lead (pages rendered by the server, outside the API). */
export const JOB_ALERT_CONFIRM_PATH = '/alerts/confirm';
export const JOB_ALERT_UNSUBSCRIBE_PATH = '/alerts/unsubscribe';

export const JOB_ALERT_MSG = {
  offer: 'Tell me about jobs like these',
  requested: 'Thank you. If this address can receive job alerts, we have sent it an e-mail: open the link in it to start your alert.',
  confirmTitle: 'Confirm your job alert',
  confirmButton: 'Start my job alert',
  confirmed: 'Your job alert is on. We will e-mail you when new jobs match your search.',
  confirmInvalid: 'This link has expired or has already been used. You can set up a new alert on our careers page.',
  unsubscribeTitle: 'Unsubscribe from this job alert',
  unsubscribeButton: 'Unsubscribe',
  unsubscribed: 'You are unsubscribed. You will not get any more e-mails from this job alert.',
} as const;

/** The careers search an alert follows. */
export interface JobAlertCriteria {
  q: string;
  location: string;
  industry: string;
  work_mode: string;
  experience: string;
}

/** The search in words, as the form and the mails say it: 'keyword “react”, location “Pune”, 2–4 years of experience', or 'every job'. */
export function describeJobAlertSearch(c: JobAlertCriteria): string {
  const band = EXPERIENCE_BANDS.find((b) => b.id === c.experience);
  const parts = [
    c.q && `keyword “${c.q}”`,
    c.location && `location “${c.location}”`,
    c.industry && `industry “${c.industry}”`,
    c.work_mode && `work mode ${c.work_mode}`,
    band && `${band.label} of experience`,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'every job';
}
