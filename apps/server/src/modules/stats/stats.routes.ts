import { cachedRead, type DataArea } from '../../http/response-cache.js';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DetailsBodySchema, OverviewBodySchema } from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Services } from '../../services.js';
import { requireUser } from '../../auth/guard.js';
import { defineRoute } from '../../http/define-route.js';
import { pageMeta } from '../../http/pagination.js';
import { ok, page } from '../../http/reply.js';
import { DETAIL_KINDS } from './stats.service.js';
import { candidateForRole } from '../candidates/candidates.service.js';

const STAFF = ['Admin', 'Bdm', 'Hrteam'] as const;
/**
 * The dashboard figures and their lists show jobs, candidates, clients and interviews, never a
 * referral: a referral from the public site keeps them cached (decision 129); writes to clients
 * or interviews say nothing of what they change, so they drop every cached read.
 */
const DASHBOARD_READS: readonly DataArea[] = ['jobs', 'candidates'];
const DetailsQuery = z.object({
  kind: z.enum(DETAIL_KINDS, { error: `Must be one of ${DETAIL_KINDS.join(', ')}` }),
});

export function statsRoutes(app: FastifyInstance, ctx: AppContext, services: Services) {
  const stats = services.stats;

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/stats/overview',
      access: STAFF,
      tag: 'Dashboard',
      summary: 'Every dashboard figure in one answer',
      response: OverviewBodySchema,
      cache: cachedRead('staff', { reads: DASHBOARD_READS }),
    },
    async () => ok(await stats.overview()),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/stats/details',
      access: STAFF,
      tag: 'Dashboard',
      summary: 'A dashboard figure’s rows (kind=clients, positions, candidates, closed, warning, caution, good)',
      query: DetailsQuery,
      paged: true,
      response: DetailsBodySchema,
      cache: cachedRead('staff', { schemas: [DetailsQuery], paged: true, reads: DASHBOARD_READS }),
    },
    async ({ request, query: { kind }, page: p }) => {
      const { rows, total, capped } = await stats.details(kind, p.limit, p.offset);
      // candidates go through the one projection by role (Bdm: no contact details; issue 18)
      const shown = kind === 'candidates' ? rows.map((r) => candidateForRole(r, requireUser(request).user_role)) : rows;
      return page(shown, pageMeta(p, total), capped === undefined ? { kind } : { kind, total_capped: capped });
    },
  );
}
