import { z } from 'zod';
import { JOB_STATUSES } from '../constants.js';
import { okBody, pageBody } from './envelope.js';

const text = z.string();
const maybe = z.string().nullable();
const int = z.number().int();

/** api.md "Public job": what an anonymous caller reads (jobs.mapper `toPublicJob`). */
export const PublicJobSchema = z.strictObject({
  job_id: int,
  id: int,
  job_title: text,
  /** null when the client is confidential (issue 17). */
  client_name: maybe,
  client_confidential: z.boolean(),
  job_location: text,
  type_of_industry: text,
  hiring_type: maybe,
  work_mode: maybe,
  min_experience: z.number().nullable(),
  max_experience: z.number().nullable(),
  no_of_positions: int,
  /** Whole rupees a year. */
  package: z.number().nullable(),
  benefit: maybe,
  qualification: maybe,
  skills_required: maybe,
  key_responsibilities: maybe,
  job_description: text,
  notice_period: text,
  working_days: int.nullable(),
  timings: maybe,
  created_at: text,
  closing_date: maybe,
  is_active: z.boolean(),
  status: z.enum(JOB_STATUSES),
  auto_close_reason: maybe,
});
export type PublicJob = z.infer<typeof PublicJobSchema>;

/** Everything, for staff: budget, client, JD file and the closure fields (jobs.mapper `toStaffJob`). */
export const StaffJobSchema = PublicJobSchema.extend({
  client_name: text,
  client_id: int,
  budget: z.number().nullable(),
  preferred_company: maybe,
  diversity_preference: maybe,
  interview_process: maybe,
  jd_document_path: maybe,
  auto_closed_at: maybe,
  is_visible: z.boolean(),
  updated_at: text,
  filled_positions: int,
  closure_reason: maybe,
  closed_at: maybe,
});
export type StaffJob = z.infer<typeof StaffJobSchema>;

/** GET /recruitments and /recruitments/{id}: staff get the staff job, anyone else the public one. */
export const AnyJobSchema = z.union([StaffJobSchema, PublicJobSchema]);

/** What an update did by itself when positions changed (api.md "Auto-close", "Auto-reopen"). */
export const AutoActionResultSchema = z.strictObject({
  success: z.boolean(),
  action: z.enum(['reopened', 'closed']).optional(),
  message: text,
});
export type AutoActionResult = z.infer<typeof AutoActionResultSchema>;

/** GET /close: a closure record. */
export const JobClosureSchema = z.strictObject({
  id: int,
  job_id: int,
  recruitment: z.strictObject({ job_id: int, job_title: text, client_name: maybe, job_location: maybe }),
  total_positions: int,
  filled_positions: int,
  closed_at: text,
  closure_reason: maybe,
});
export type JobClosure = z.infer<typeof JobClosureSchema>;

export const JobListBodySchema = pageBody(AnyJobSchema);

const FacetCountsSchema = z.array(z.strictObject({ value: text, count: int }));
/** GET /recruitments/facets (issue 46; careers-facets.ts). */
export const JobFacetsSchema = z.strictObject({
  location: FacetCountsSchema,
  industry: FacetCountsSchema,
  work_mode: FacetCountsSchema,
  experience: FacetCountsSchema,
});
export const JobFacetsBodySchema = okBody(JobFacetsSchema);
export const StaffJobListBodySchema = pageBody(StaffJobSchema);
export const JobBodySchema = okBody(AnyJobSchema);
export const StaffJobBodySchema = okBody(StaffJobSchema);
export const JobUpdateBodySchema = okBody(StaffJobSchema, { auto_action_result: AutoActionResultSchema.nullable() });
export const JobReopenBodySchema = okBody(StaffJobSchema, { career_page_visible: z.boolean() });
export const ClosedCountSchema = z.strictObject({ closed_count: int });
export const CheckAllBodySchema = okBody(ClosedCountSchema, { closed_count: int });
export const JobClosureListBodySchema = pageBody(JobClosureSchema);

/** GET /recruitments/positions: jobs grouped by title and client (contract positions.ts). */
export const PositionGroupSchema = z.strictObject({
  key: z.string(),
  title: z.string(),
  clientName: z.string(),
  count: z.number(),
  totalJobs: z.number(),
  activeJobs: z.number(),
  closedJobs: z.number(),
  status: z.enum(['Active', 'Closed', 'Mixed']),
  isActive: z.boolean(),
  autoCloseReason: z.string().nullable(),
  autoClosedAt: z.string().nullable(),
  createdAt: z.string().nullable(),
  jobIds: z.array(z.number()),
});
export const PositionGroupsBodySchema = okBody(z.array(PositionGroupSchema));
