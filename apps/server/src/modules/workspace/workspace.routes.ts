import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  DuplicateQuerySchema,
  JobListQuery,
  NoteSchema,
  PIPELINE_STAGE_LABELS,
  PeopleQuerySchema,
  csvRow,
  zonedDate,
  type PipelineStage,
  optionalQueryId,
} from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Services } from '../../services.js';
import { parseId } from '../../http/params.js';
import { ok, page } from '../../http/reply.js';
import { parseOrThrow } from '../../http/validate.js';
import { cachedRead } from '../../http/response-cache.js';

const ADMIN_HR = ['Admin', 'Hrteam'] as const;
const TimelineQuery = z.object({
  before: optionalQueryId(),
});

/** A CSV file streamed as it is written: UTF-8 with a BOM, so Excel reads the accents right. */
function sendCsv(reply: FastifyReply, name: string, lines: AsyncIterable<string>) {
  async function* withBom() {
    yield '\uFEFF';
    yield* lines;
  }
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store');
  return reply.send(Readable.from(withBom()));
}

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
  app.get(
    '/candidates/people',
    { config: { access: ADMIN_HR, cache: cachedRead('staff', { schemas: [PeopleQuerySchema], reads: ['jobs', 'candidates'] }) } },
    async (request) => {
      const q = parseOrThrow(PeopleQuerySchema, request.query);
      const { rows, more } = await workspace.search(q);
      return page(rows, { page: q.page, per_page: 25, total: (q.page - 1) * 25 + rows.length + (more ? 1 : 0) }, { has_more: more });
    },
  );

  app.get('/candidates/people/export', { config: { access: ADMIN_HR } }, async (request, reply) => {
    const q = parseOrThrow(PeopleQuerySchema, request.query);
    async function* lines() {
      yield csvRow(['Name', 'E-mail', 'Phone', 'Location', 'First applied', 'Applications']);
      for await (const people of workspace.searchAll(q)) {
        for (const p of people) {
          const apps = p.applications.map((a) => `${a.job_title} (${a.client_name ?? ''}): ${stageText(a.stage)}`).join('; ');
          yield csvRow([p.candidate_name, p.email, p.mobile_number, p.current_location, csvDate(p.first_applied_at), apps]);
        }
      }
    }
    return sendCsv(reply, 'candidates.csv', lines());
  });

  app.get('/candidates/duplicates', { config: { access: ADMIN_HR } }, async (request) => {
    const q = parseOrThrow(DuplicateQuerySchema, request.query);
    return ok(await workspace.duplicates(q.email, q.phone));
  });

  app.get('/candidates/:id/profile', { config: { access: ADMIN_HR, cache: cachedRead('staff') } }, async (request) =>
    ok(await workspace.profile(parseId(request.params))),
  );

  app.get('/candidates/:id/timeline', { config: { access: ADMIN_HR, cache: cachedRead('staff', { schemas: [TimelineQuery] }) } }, async (request) => {
    const { before } = parseOrThrow(TimelineQuery, request.query);
    const { rows, more } = await workspace.timeline(parseId(request.params), request.user!.user_role, before);
    return ok(rows, { has_more: more });
  });

  app.post('/candidates/:id/notes', { config: { access: ADMIN_HR } }, async (request, reply) => {
    const { body } = parseOrThrow(NoteSchema, request.body);
    const note = await workspace.addNote(parseId(request.params), body, request.user!.id);
    return reply.status(201).send(ok({ ...note, author: request.user!.username }, { message: 'Note added.' }));
  });

  app.post('/candidates/:id/separate', { config: { access: ADMIN_HR } }, async (request) =>
    ok(await workspace.separate(parseId(request.params), request.user!.id), { message: 'Kept apart: they are now two people.' }),
  );

  // the PDF the profile's viewer draws (pdf.js fetches it) and 'Open in a new tab' shows: inline, framed by nobody
  app.get('/candidates/:id/resume/inline', { config: { access: ADMIN_HR } }, async (request, reply) => {
    // a HEAD sends no file, so it is no view to record
    const file = await workspace.inlineResume(parseId(request.params), request.method === 'HEAD' ? null : request.user!.id);
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
  });

  app.get('/recruitments/export', { config: { access: ['Admin', 'Bdm'] } }, async (request, reply) => {
    const q = parseOrThrow(JobListQuery.omit({ page: true, per_page: true }), request.query);
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
  });
}
