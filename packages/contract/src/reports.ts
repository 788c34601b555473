import { z } from 'zod';
import { isoDate, optionalQueryId, pageQuery } from './fields.js';

/**
 * The Reports area (issue 47). Each report is read for a date range (the agency's calendar days,
 * both ends included) and filters kept in the page's URL; the server computes every figure.
 */
export const REPORT_KINDS = ['funnel', 'time', 'sources', 'clients', 'recruiters'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_TITLES: Record<ReportKind, string> = {
  funnel: 'Funnel',
  time: 'Time to fill',
  sources: 'Sources',
  clients: 'Clients',
  recruiters: 'Recruiter activity',
};

/** Who reads which report (decision 281); the server enforces it, the nav shows only these. */
export const REPORT_ACCESS: Record<ReportKind, readonly ('Admin' | 'Bdm' | 'Hrteam')[]> = {
  funnel: ['Admin', 'Bdm', 'Hrteam'],
  time: ['Admin', 'Bdm', 'Hrteam'],
  sources: ['Admin', 'Bdm'],
  clients: ['Admin', 'Bdm'],
  recruiters: ['Admin', 'Hrteam'],
};

/** The range a report covers when the URL names none: the last 90 days up to today. */
export const REPORT_DEFAULT_DAYS = 90;
/** The longest range a report reads at once. */
export const REPORT_MAX_DAYS = 731;
/** An open job older than this many days, with positions still to fill, is overdue (decision 283). */
export const REPORT_OVERDUE_DAYS = 30;

export const FUNNEL_STEPS = ['applications', 'screening', 'hr_interview', 'client_cv_review', 'client_interview', 'offer', 'joined'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
export const FUNNEL_STEP_LABELS: Record<FunnelStep, string> = {
  applications: 'Applications',
  screening: 'Screening',
  hr_interview: 'HR interview',
  client_cv_review: 'Client CV review',
  client_interview: 'Client interview',
  offer: 'Offer',
  joined: 'Joined',
};

export const REPORT_SOURCES = ['careers', 'referral', 'staff'] as const;
export type ReportSource = (typeof REPORT_SOURCES)[number];
export const REPORT_SOURCE_LABELS: Record<ReportSource, string> = {
  careers: 'Careers site',
  referral: 'Referral',
  staff: 'Staff entry',
};

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** The funnel lists this many jobs: those with the most applications in the range (decision 305). */
export const REPORT_FUNNEL_TOP_JOBS = 20;

/**
 * The query every report takes (GET /reports/{kind}); `page` and `per_page` page the time report's
 * overdue jobs and the clients report's clients (decisions 306, 307).
 */
export const ReportQuerySchema = pageQuery
  .extend({
    from: z.preprocess(blank, isoDate().optional()),
    to: z.preprocess(blank, isoDate().optional()),
    client_id: optionalQueryId(),
    job_id: optionalQueryId(),
    recruiter_id: optionalQueryId(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'Must be on or after the start date', path: ['to'] });
export type ReportQuery = z.infer<typeof ReportQuerySchema>;
