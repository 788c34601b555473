import { z } from 'zod';
import { EXPERIENCE_BAND_IDS } from './careers-facets.js';
import { requiredEmail } from './fields.js';
import { JOB_ALERT_FREQUENCIES } from './job-alert-texts.js';

// the texts, limits and paths need no zod: the careers page's form loads them alone
export * from './job-alert-texts.js';

/** POST /job-alerts: an e-mail, how often, and the careers search it follows (the page's filters and text). */
export const JobAlertRequestSchema = z.object({
  email: requiredEmail(),
  frequency: z.enum(JOB_ALERT_FREQUENCIES, { error: 'Please choose daily or weekly.' }),
  q: z.string().trim().max(200).default(''),
  location: z.string().trim().max(200).default(''),
  industry: z.string().trim().max(200).default(''),
  work_mode: z.string().trim().max(40).default(''),
  experience: z.union([z.enum(EXPERIENCE_BAND_IDS), z.literal('')]).default(''),
});
export type JobAlertRequest = z.infer<typeof JobAlertRequestSchema>;
