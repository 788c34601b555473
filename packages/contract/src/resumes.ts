import { z } from 'zod';
import { id } from './fields.js';

/**
 * Résumé text (issue 45): suggested candidates for a job, and a staff form filled from a dropped CV.
 * Staff only: Admin and Hrteam.
 */

/** How many people a job's board suggests. */
export const SUGGESTIONS_LIMIT = 10;

/** POST /recruitments/{id}/suggested-candidates: add this suggested person (by the application whose résumé matched) to the job. */
export const AddSuggestedSchema = z.object({ candidate_id: id('Please choose a candidate') });

/** The label every field filled from a résumé carries on the staff form (issue 45). */
export const FROM_RESUME_LABEL = 'from the résumé';
