import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  AddedNoteBodySchema,
  CandidateProfileBodySchema,
  DuplicateQuerySchema,
  DuplicatesBodySchema,
  JobListQuery,
  NoteSchema,
  PIPELINE_STAGE_LABELS,
  PeopleBodySchema,
  PeopleQuerySchema,
  SeparatedBodySchema,
  TimelineBodySchema,
  csvRow,
  zonedDate,
  type PipelineStage,
  optionalQueryId,
} from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Services } from '../../services.js';
import { requireUser } from '../../auth/guard.js';
import { defineRoute } from '../../http/define-route.js';
import { sendCsv } from '../../http/download.js';
import { parseId } from '../../http/params.js';
import { ok, page } from '../../http/reply.js';
import { cachedRead } from '../../http/response-cache.js';

const ADMIN_HR = ['Admin', 'Hrteam'] as const;
const TimelineQuery = z.object({
  before: optionalQueryId(),
});

const stageText = (stage: PipelineStage) => PIPELINE_STAGE_LABELS[stage];

/**
 * The recruiter's workspace (issue 15): candidate search over people, profile, notes, timeline,
 * resume viewer, CSV exports and the duplicate check. Admin and Hrteam (the job list export: the
 * roles with a job list, Admin and Bdm).
 */
export function workspaceRoutes(app: FastifyInstance, ctx: AppContext, services: Services) {
  const workspace = services.workspace;
  const jobs = services.jobs;
  // a date in a CSV: the agency's day (TIME_ZONE), as YYYY-MM-DD, which no spreadsheet reads another way (issue 41)
  const csvDate = (iso: string) => zonedDate(new Date(iso), ctx.config.timeZone);

  // the reads are kept 2 s like every hot staff read (keyed by role: the timeline differs), dropped by any write
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/candidates/people',
      access: ADMIN_HR,
      tag: 'Candidates',
      summary: 'Candidate search over people, 25 a page',
      query: PeopleQuerySchema,
      response: PeopleBodySchema,
      cache: cachedRead('staff', { schemas: [PeopleQuerySchema], reads: ['jobs', 'candidates'] }),
    },
    async ({ query: q }) => {
      const { rows, more } = await workspace.search(q);
      return page(rows, { page: q.page, per_page: 25, total: (q.page - 1) * 25 + rows.length + (more ? 1 : 0) }, { has_more: more });
    },
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/candidates/people/export',
      access: ADMIN_HR,
      tag: 'Candidates',
      summary: 'The candidate search as CSV',
      query: PeopleQuerySchema,
      response: { file: ['text/csv'] },
    },
    async ({ reply, query: q }) => {
      async function* lines() {
        // experience, pay and notice as the latest application gives them (issue 43; the export is Admin's and Hrteam's only)
        yield csvRow([
          'Name',
          'E-mail',
          'Phone',
          'Location',
          'First applied',
          'Applications',
          'Experience (years)',
          'Relevant experience',
          'Current CTC',
          'Expected CTC',
          'Notice period',
        ]);
        for await (const people of workspace.searchAll(q)) {
          const details = await workspace.workDetails(people.flatMap((p) => (p.applications.length ? [p.applications.at(-1)!.id] : [])));
          for (const p of people) {
            const apps = p.applications.map((a) => `${a.job_title} (${a.client_name ?? ''}): ${stageText(a.stage)}`).join('; ');
            const d = p.applications.length ? details.get(p.applications.at(-1)!.id) : undefined;
            yield csvRow([
              p.candidate_name,
              p.email,
              p.mobile_number,
              p.current_location,
              csvDate(p.first_applied_at),
              apps,
              d?.years_experience ?? '',
              d?.relevant_experience ?? '',
              d?.current_ctc ?? '',
              d?.expected_ctc ?? '',
              d?.notice_period ?? '',
            ]);
          }
        }
      }
      return sendCsv(reply, 'candidates.csv', lines());
    },
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/candidates/duplicates',
      access: ADMIN_HR,
      tag: 'Candidates',
      summary: 'People already holding an e-mail or phone',
      query: DuplicateQuerySchema,
      response: DuplicatesBodySchema,
    },
    async ({ query: q }) => ok(await workspace.duplicates(q.email, q.phone)),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/candidates/:id/profile',
      access: ADMIN_HR,
      tag: 'Candidates',
      summary: 'A candidate’s profile: contact, applications, notes',
      params: ['id'],
      response: CandidateProfileBodySchema,
      cache: cachedRead('staff'),
    },
    async ({ params }) => ok(await workspace.profile(params.id)),
  );

  // the query is checked before the id (a 422 before a 404), so the id is read in the handler
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/candidates/:id/timeline',
      access: ADMIN_HR,
      tag: 'Candidates',
      summary: 'A candidate’s timeline, newest first',
      query: TimelineQuery,
      response: TimelineBodySchema,
      cache: cachedRead('staff', { schemas: [TimelineQuery] }),
    },
    async ({ request, query: { before } }) => {
      const { rows, more } = await workspace.timeline(parseId(request.params), requireUser(request).user_role, before);
      return ok(rows, { has_more: more });
    },
  );

  // the body is checked before the id (a 422 before a 404), so the id is read in the handler
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/candidates/:id/notes',
      access: ADMIN_HR,
      tag: 'Candidates',
      summary: 'Add a note',
      body: NoteSchema,
      response: AddedNoteBodySchema,
      status: 201,
    },
    async ({ request, body: { body } }) => {
      const user = requireUser(request);
      const note = await workspace.addNote(parseId(request.params), body, user.id);
      return ok({ ...note, author: user.username }, { message: 'Note added.' });
    },
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/candidates/:id/separate',
      access: ADMIN_HR,
      tag: 'Candidates',
      summary: 'Undo a wrong link: this e-mail’s applications become a person of their own',
      params: ['id'],
      response: SeparatedBodySchema,
    },
    async ({ request, params }) =>
      ok(await workspace.separate(params.id, requireUser(request).id), { message: 'Kept apart: they are now two people.' }),
  );

  // the PDF the profile's viewer draws (pdf.js fetches it) and 'Open in a new tab' shows: inline, framed by nobody
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/candidates/:id/resume/inline',
      access: ADMIN_HR,
      tag: 'Candidates',
      summary: 'A PDF resume for the viewer',
      params: ['id'],
      response: { file: ['application/pdf'] },
    },
    async ({ request, reply, params }) => {
      // a HEAD sends no file, so it is no view to record
      const file = await workspace.inlineResume(params.id, request.method === 'HEAD' ? null : requireUser(request).id);
      const ascii = file.original_name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      reply
        .header('content-type', 'application/pdf')
        .header('content-length', String(file.size))
        .header('content-disposition', `inline; filename="${ascii}"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; object-src 'self'; frame-ancestors 'none'")
        .header('x-frame-options', 'DENY')
        .header('cache-control', 'private, no-store');
      return reply.send(file.stream);
    },
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/recruitments/export',
      access: ['Admin', 'Bdm'],
      tag: 'Jobs',
      summary: 'The job list as CSV',
      query: JobListQuery.omit({ page: true, per_page: true }),
      response: { file: ['text/csv'] },
    },
    async ({ reply, query: q }) => {
      const truthy = (v?: string) => v === '1' || v === 'true';
      async function* lines() {
        yield csvRow(['Job ID', 'Job title', 'Client', 'Location', 'Status', 'Active', 'Positions', 'Filled', 'Work mode', 'Hiring type', 'Created']);
        const batch = 100;
        for (let offset = 0; ; offset += batch) {
          const { rows } = await jobs.list(
            {
              visibleOnly: truthy(q.active_only) || truthy(q.active),
              q: q.q,
              location: q.location,
              industry: q.industry,
              status: q.status,
              client_id: q.client_id,
              limit: batch,
              offset,
            },
            true,
          );
          for (const j of rows) {
            const s = j as typeof j & { filled_positions?: number };
            yield csvRow([
              j.job_id,
              j.job_title,
              j.client_name,
              j.job_location,
              j.status,
              j.is_active ? 'yes' : 'no',
              j.no_of_positions,
              s.filled_positions ?? '',
              j.work_mode,
              j.hiring_type,
              csvDate(j.created_at),
            ]);
          }
          if (rows.length < batch) return;
        }
      }
      return sendCsv(reply, 'jobs.csv', lines());
    },
  );
}
