import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ApplicationConsentSchema,
  CANDIDATE_SEARCH_MIN_CHARS,
  CandidateSchema,
  CandidateStatusSchema,
  MSG,
  SamePersonSchema,
  type CandidateInput,
  optionalQueryId,
} from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Services } from '../../services.js';
import { Invalid } from '../../http/errors.js';
import { readBody } from '../../http/multipart.js';
import { pageMeta, readPage } from '../../http/pagination.js';
import { parseId } from '../../http/params.js';
import { publicWriteLimit, searchLimits } from '../../http/rate-limits.js';
import { ok, page, sendFile } from '../../http/reply.js';
import { parseOrThrow } from '../../http/validate.js';
import { candidateForRole } from './candidates.service.js';
import { cachedRead } from '../../http/response-cache.js';

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

export function candidatesRoutes(app: FastifyInstance, ctx: AppContext, services: Services) {
  const candidates = services.candidates;
  const files = services.files;
  const workspace = services.workspace;

  app.get(
    '/candidates',
    {
      config: {
        access: ['Admin', 'Bdm', 'Hrteam'],
        cache: cachedRead('staff', { schemas: [ListQuery], paged: true, reads: ['jobs', 'candidates'] }),
      },
    },
    async (request) => {
      const q = parseOrThrow(ListQuery, request.query);
      const p = readPage(request.query);
      const { rows, total, capped } = await candidates.list({ ...q, limit: p.limit, offset: p.offset }, request.user!.user_role);
      // `total_capped`: the list is not counted, and more follow this page (decision 128)
      return page(rows, pageMeta(p, total), { total_capped: capped });
    },
  );

  app.get('/candidates/count', { config: { access: ['Admin', 'Bdm', 'Hrteam'] } }, async () => {
    const count = await candidates.count();
    return ok({ count }, { count });
  });

  app.get(
    '/candidates/search',
    {
      config: {
        access: 'public',
        // limited per address, cached answers included (the limit's hook comes with the cached read)
        cache: cachedRead('anonymous', { schemas: [SearchQuery], reads: ['jobs', 'candidates'], countedBy: searchLimits(ctx) }),
      },
    },
    async (request) => {
      const { name } = parseOrThrow(SearchQuery, request.query);
      return ok(await candidates.search(name));
    },
  );

  app.get('/candidates/:id', { config: { access: ['Admin', 'Hrteam'] } }, async (request) =>
    ok(await candidates.get(parseId(request.params), request.user!.user_role)),
  );

  app.get('/candidates/:id/resume', { config: { access: ['Admin', 'Hrteam'] } }, async (request, reply) => {
    const id = parseId(request.params);
    const fileId = await candidates.resumeFileId(id);
    // every read of a resume is on the record (issue 15: audit); a HEAD reads none
    if (fileId && request.method !== 'HEAD') await workspace.resumeViewed(id, request.user!.id, 'download');
    return sendFile(reply, await files.download(fileId));
  });

  app.post('/candidates', { config: { access: 'public', rateLimit: publicWriteLimit(ctx), multipart: true } }, async (request, reply) => {
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
    return reply.status(201).send(ok(candidate, { message: 'Candidate submitted successfully!' }));
  });

  app.put('/candidates/:id', { config: { access: ['Admin', 'Hrteam'], multipart: true } }, async (request) => {
    const { status } = parseOrThrow(CandidateStatusSchema, (await readBody(request, [])).fields);
    return ok(await candidates.setStatus(parseId(request.params), status, request.user!.id), { message: `Candidate status set to ${status}.` });
  });
}
