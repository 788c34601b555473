import type { JobAlertCriteria, JobAlertFrequency } from '@talentra/contract';
import { apiFetch } from './api-client';

/** Ask for a job alert on a careers search (issue 46): the same answer for every address; a mail confirms it. */
export async function requestJobAlert(body: JobAlertCriteria & { email: string; frequency: JobAlertFrequency }): Promise<string | undefined> {
  return (await apiFetch<null>('/job-alerts', { method: 'POST', body })).message;
}
