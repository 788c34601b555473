import { z } from 'zod';
import { okBody, PageMetaSchema } from './envelope.js';
import { FUNNEL_STEPS, REPORT_SOURCES } from '../reports.js';
import { STAGES } from '../constants.js';

const int = z.number().int();
const text = z.string();
const days = z.number().nullable();

/** The range a report covers, as the agency's calendar days (both ends included). */
const RangeSchema = z.strictObject({ from: text, to: text, time_zone: text });

const FunnelCountsSchema = z.strictObject(Object.fromEntries(FUNNEL_STEPS.map((s) => [s, int])) as Record<(typeof FUNNEL_STEPS)[number], typeof int>);

/** GET /reports/funnel: applications made in the range and how far each got. */
export const FunnelReportSchema = z.strictObject({
  range: RangeSchema,
  steps: z.array(
    z.strictObject({
      step: z.enum(FUNNEL_STEPS),
      label: text,
      count: int,
      /** This step's count over the step before, 0 to 1; null for the first step or after a step of 0. */
      conversion: z.number().nullable(),
    }),
  ),
  /**
   * The REPORT_FUNNEL_TOP_JOBS jobs with the most applications in the range (decision 305), when the
   * query names a client or a job, the caller is a Bdm (their clients) or a recruiter; else empty
   * (`jobs_need_filter`): across every job only the totals are kept.
   */
  jobs: z.array(z.strictObject({ job_id: int, job_title: text, client_name: text, counts: FunnelCountsSchema })),
  jobs_need_filter: z.boolean(),
});
export type FunnelReport = z.infer<typeof FunnelReportSchema>;

/** GET /reports/time: time to fill of the jobs filled in the range, time in stage of the stages completed in it, and the overdue jobs. */
export const TimeReportSchema = z.strictObject({
  range: RangeSchema,
  time_to_fill: z.strictObject({
    filled_jobs: int,
    median_days: days,
    p90_days: days,
    jobs: z.array(z.strictObject({ job_id: int, job_title: text, client_name: text, created_at: text, filled_at: text, days: z.number() })),
  }),
  stages: z.array(z.strictObject({ stage: z.enum(STAGES), label: text, completed: int, median_days: days, p90_days: days })),
  overdue_after_days: int,
  /** The page of the overdue jobs shown (`page`, `per_page` of the query) and how many there are (decision 306). */
  overdue_page: PageMetaSchema,
  overdue: z.array(
    z.strictObject({ job_id: int, job_title: text, client_name: text, created_at: text, days_open: int, positions: int, filled: int }),
  ),
});
export type TimeReport = z.infer<typeof TimeReportSchema>;

const SourceFiguresShape = { applications: int, interviews: int, hires: int };

/** GET /reports/sources: where the applications of the range came from, and what came of them. */
export const SourcesReportSchema = z.strictObject({
  range: RangeSchema,
  sources: z.array(z.strictObject({ source: z.enum(REPORT_SOURCES), label: text, ...SourceFiguresShape })),
  referrers: z.array(z.strictObject({ candidate_id: int, name: text, ...SourceFiguresShape })),
});
export type SourcesReport = z.infer<typeof SourcesReportSchema>;

/** GET /reports/clients: per client, positions open now and the submissions, client answers and hires of the range; a page of clients by name (decision 307). */
export const ClientsReportSchema = z.strictObject({
  range: RangeSchema,
  page: PageMetaSchema,
  clients: z.array(
    z.strictObject({
      client_id: int,
      company_name: text,
      open_positions: int,
      submissions: int,
      cv_reviews: int,
      median_response_days: days,
      hires: int,
    }),
  ),
});
export type ClientsReport = z.infer<typeof ClientsReportSchema>;

const ActivityShape = { stages_moved: int, interviews_booked: int, notes: int };

/** GET /reports/recruiters: what each person did, per week (weeks start on Monday, in the agency's time zone). */
export const RecruitersReportSchema = z.strictObject({
  range: RangeSchema,
  people: z.array(z.strictObject({ user_id: int, username: text, ...ActivityShape })),
  weeks: z.array(z.strictObject({ week: text, user_id: int, username: text, ...ActivityShape })),
});
export type RecruitersReport = z.infer<typeof RecruitersReportSchema>;

/** GET /reports/filters: what the caller may filter by. */
export const ReportFiltersSchema = z.strictObject({
  clients: z.array(z.strictObject({ id: int, name: text })),
  jobs: z.array(z.strictObject({ id: int, name: text, client_id: int })),
  recruiters: z.array(z.strictObject({ id: int, name: text })),
});
export type ReportFilters = z.infer<typeof ReportFiltersSchema>;

export const FunnelReportBodySchema = okBody(FunnelReportSchema);
export const TimeReportBodySchema = okBody(TimeReportSchema);
export const SourcesReportBodySchema = okBody(SourcesReportSchema);
export const ClientsReportBodySchema = okBody(ClientsReportSchema);
export const RecruitersReportBodySchema = okBody(RecruitersReportSchema);
export const ReportFiltersBodySchema = okBody(ReportFiltersSchema);
