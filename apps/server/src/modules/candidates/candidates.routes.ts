import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ApplicationConsentSchema,
  CANDIDATE_SEARCH_MIN_CHARS,
  CandidateBodySchema,
  CandidateCreatedBodySchema,
  CandidateListBodySchema,
  CandidateMatchesBodySchema,
  CandidateSchema,
  CandidateStatusSchema,
  CountBodySchema,
  FILE_KINDS,
  MSG,
  SamePersonSchema,
  type CandidateInput,
  optionalQueryId,
} from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Services } from '../../services.js';
import { requireUser } from '../../auth/guard.js';
import { defineRoute } from '../../http/define-route.js';
import { Invalid } from '../../http/errors.js';
import { readBody } from '../../http/multipart.js';
import { pageMeta } from '../../http/pagination.js';
import { parseId } from '../../http/params.js';
import { publicWriteLimit, searchLimits } from '../../http/rate-limits.js';
import { ok, page, sendFile } from '../../http/reply.js';
import { parseOrThrow } from '../../http/validate.js';
import { candidateForRole } from './candidates.service.js';
import { cachedRead } from '../../http/response-cache.js';

const STAFF = ['Admin', 'Bdm', 'Hrteam'] as const;
const ADMIN_HR = ['Admin', 'Hrteam'] as const;
const ListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  job_id: optionalQueryId(),
  status: z.string().trim().max(20).optional(),
});
const SearchQuery = z.object({
  name: z
    .string({ error: `Type at least ${CANDIDATE_SEARCH_MIN_CHARS} characters` })
    .trim()
    .min(CANDIDATE_SEARCH_MIN_CHARS, `Type at least ${CANDIDATE_SEARCH_MIN_CHARS} characters`)
    .max(100),
});
/** The application as documented: the consent is required from an anonymous applicant only (parsed by the caller's schema). */
const ApplicationDocSchema = CandidateSchema.in.extend({ privacy_consent: ApplicationConsentSchema.shape.privacy_consent.optional() });

export function candidatesRoutes(app: FastifyInstance, ctx: AppContext, services: Services) {
  const candidates = services.candidates;
  const files = services.files;
  const workspace = services.workspace;

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/candidates',
      access: STAFF,
      tag: 'Candidates',
      summary: 'Applications (Bdm: without contact details, pay and remarks)',
      query: ListQuery,
      paged: true,
      response: CandidateListBodySchema,
      cache: cachedRead('staff', { schemas: [ListQuery], paged: true, reads: ['jobs', 'candidates'] }),
    },
    async ({ request, query: q, page: p }) => {
      const { rows, total, capped } = await candidates.list({ ...q, limit: p.limit, offset: p.offset }, requireUser(request).user_role);
      // `total_capped`: the list is not counted, and more follow this page (decision 128)
      return page(rows, pageMeta(p, total), { total_capped: capped });
    },
  );

  defineRoute(
    app,
    { method: 'GET', url: '/candidates/count', access: STAFF, tag: 'Dashboard', summary: 'Candidates', response: CountBodySchema },
    async () => {
      const count = await candidates.count();
      return ok({ count }, { count });
    },
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/candidates/search',
      access: 'public',
      tag: 'Candidates',
      summary: 'Refer a Friend: candidates of visible jobs by name (≥ 3 characters, e-mail masked)',
      query: SearchQuery,
      response: CandidateMatchesBodySchema,
      // limited per address, cached answers included (the limit's hook comes with the cached read)
      cache: cachedRead('anonymous', { schemas: [SearchQuery], reads: ['jobs', 'candidates'], countedBy: searchLimits(ctx) }),
    },
    async ({ query: { name } }) => ok(await candidates.search(name)),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/candidates/:id',
      access: ADMIN_HR,
      tag: 'Candidates',
      summary: 'An application',
      params: ['id'],
      response: CandidateBodySchema,
    },
    async ({ request, params }) => ok(await candidates.get(params.id, requireUser(request).user_role)),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/candidates/:id/resume',
      access: ADMIN_HR,
      tag: 'Candidates',
      summary: 'The resume, as a download',
      params: ['id'],
      response: { file: FILE_KINDS.resume.mimes },
    },
    async ({ request, reply, params: { id } }) => {
      const fileId = await candidates.resumeFileId(id);
      // every read of a resume is on the record (issue 15: audit); a HEAD reads none
      if (fileId && request.method !== 'HEAD') await workspace.resumeViewed(id, requireUser(request).id, 'download');
      return sendFile(reply, await files.download(fileId));
    },
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/candidates',
      access: 'public',
      tag: 'Candidates',
      summary: 'Apply (multipart with the resume); `privacy_consent` is required from an anonymous applicant, not from staff',
      body: ApplicationDocSchema,
      multipart: true,
      response: CandidateCreatedBodySchema,
      status: 201,
      rateLimit: publicWriteLimit(ctx),
    },
    async ({ request }) => {
      const body = await readBody(request, ['resume'], { resume: MSG.resumeTooLarge });
      // a public application agrees to the privacy notice it was shown (issue 18); staff record theirs
      // as 'staff'. Both schemas' problems are told at once.
      const parsed: CandidateInput & { privacy_consent?: string } = parseOrThrow(
        request.user ? CandidateSchema : CandidateSchema.and(ApplicationConsentSchema),
        body.fields,
      );
      const { privacy_consent: _consent, ...input } = parsed;
      // staff's answer to 'Possible duplicate' (issue 41); the public cannot link itself to anyone
      const samePersonAs = request.user ? (parseOrThrow(SamePersonSchema, body.fields).same_person_as ?? null) : null;
      if (!body.files.resume) throw Invalid.field('resume', MSG.resumeRequired);
      const resume = await files.check('resume', 'resume', body.files.resume);
      // (checkFile also refuses > 2 MB; the multipart limit stops larger bodies before they are buffered)
      const candidate = candidateForRole(
        await candidates.apply(input, resume!, Boolean(request.user), request.user?.id ?? null, samePersonAs),
        request.user?.user_role,
      );
      return ok(candidate, { message: 'Candidate submitted successfully!' });
    },
  );

  // the body is checked before the id (a 422 before a 404), so the id is read in the handler
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/candidates/:id',
      access: ADMIN_HR,
      tag: 'Candidates',
      summary: 'Set an application’s status',
      body: CandidateStatusSchema,
      multipart: true,
      response: CandidateBodySchema,
    },
    async ({ request, parseBody }) => {
      const { status } = parseBody((await readBody(request, [])).fields);
      return ok(await candidates.setStatus(parseId(request.params), status, requireUser(request).id), {
        message: `Candidate status set to ${status}.`,
      });
    },
  );
}
