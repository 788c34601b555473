import { z } from 'zod';
import { APPLICANT_STAGES } from '../applicants.js';
import { okBody } from './envelope.js';

/** One application as its applicant sees it (issue 46). */
export const MyApplicationSchema = z.strictObject({
  id: z.number().int(),
  job_id: z.number().int(),
  job_title: z.string(),
  applied_at: z.string(),
  stage: z.enum(APPLICANT_STAGES),
  /** 'Received', 'In review', 'Interview on 3 Dec 10:00', 'Offer', 'Not selected', 'Withdrawn'. */
  stage_label: z.string(),
  /** The next interview, with the id its calendar file is asked by. */
  interview: z.strictObject({ id: z.number().int(), starts_at: z.string(), when: z.string() }).nullable(),
  resume_name: z.string().nullable(),
  can_withdraw: z.boolean(),
});
export type MyApplication = z.infer<typeof MyApplicationSchema>;

export const MyApplicationsPageSchema = z.strictObject({
  email: z.string(),
  expires_at: z.string(),
  applications: z.array(MyApplicationSchema),
});
export type MyApplicationsPage = z.infer<typeof MyApplicationsPageSchema>;

export const MyApplicationsOpenedSchema = z.strictObject({ access: z.string(), expires_at: z.string() });
export type MyApplicationsOpened = z.infer<typeof MyApplicationsOpenedSchema>;

export const MyApplicationsPageBodySchema = okBody(MyApplicationsPageSchema);
export const MyApplicationsOpenedBodySchema = okBody(MyApplicationsOpenedSchema);
export const MyApplicationBodySchema = okBody(MyApplicationSchema);
