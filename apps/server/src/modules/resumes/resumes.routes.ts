import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AddSuggestedSchema, AddedSuggestedBodySchema, MSG, ResumeFieldsBodySchema, SuggestedCandidatesBodySchema } from '@talentra/contract';
import type { Services } from '../../services.js';
import { requireUser } from '../../auth/guard.js';
import { defineRoute } from '../../http/define-route.js';
import { readBody } from '../../http/multipart.js';
import { parseId } from '../../http/params.js';
import { ok } from '../../http/reply.js';

const ADMIN_HR = ['Admin', 'Hrteam'] as const;
/** The multipart form of POST /candidates/resume-fields, for the API's documentation. */
const ResumeFileDocSchema = z.object({ resume: z.string().describe('The résumé file (PDF, DOC or DOCX)') });

/**
 * Résumé text (issue 45): a job's suggested candidates and adding one, and a staff form's fields
 * read from a dropped CV. Admin and Hrteam only: Bdm reads no résumé (issue 18).
 */
export function resumesRoutes(app: FastifyInstance, services: Services) {
  const resumes = services.resumes;

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/recruitments/:id/suggested-candidates',
      access: ADMIN_HR,
      tag: 'Candidates',
      summary: 'People whose résumés best match the job, not yet in its pipeline',
      params: ['id'],
      response: SuggestedCandidatesBodySchema,
    },
    async ({ params }) => ok(await resumes.suggestions(params.id)),
  );

  // the body is checked before the id (a 422 before a 404), so the id is read in the handler
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/recruitments/:id/suggested-candidates',
      access: ADMIN_HR,
      tag: 'Candidates',
      summary: 'Add a suggested person to the job as a new application',
      body: AddSuggestedSchema,
      response: AddedSuggestedBodySchema,
      status: 201,
    },
    async ({ request, body }) =>
      ok(await resumes.addSuggested(parseId(request.params), body.candidate_id, requireUser(request).id), { message: 'Added to the job.' }),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/candidates/resume-fields',
      access: ADMIN_HR,
      tag: 'Candidates',
      summary: 'The form fields a résumé’s text shows (name, e-mail, phone, location, years of experience)',
      body: ResumeFileDocSchema,
      multipart: true,
      response: ResumeFieldsBodySchema,
    },
    async ({ request }) => {
      const body = await readBody(request, ['resume'], { resume: MSG.resumeTooLarge });
      return ok(await resumes.fieldsFromResume(body.files.resume));
    },
  );
}
