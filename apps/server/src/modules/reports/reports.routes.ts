import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ClientsReportBodySchema,
  FunnelReportBodySchema,
  RecruitersReportBodySchema,
  REPORT_ACCESS,
  ReportFiltersBodySchema,
  ReportQuerySchema,
  SourcesReportBodySchema,
  TimeReportBodySchema,
} from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Services } from '../../services.js';
import { requireUser } from '../../auth/guard.js';
import { defineRoute } from '../../http/define-route.js';
import { ok } from '../../http/reply.js';

const viewerOf = (request: FastifyRequest) => {
  const user = requireUser(request);
  return { id: user.id, role: user.user_role };
};

/**
 * The Reports area (issue 47): each report for a range of the agency's days and the filters of the
 * query (client, job, recruiter). Admin reads every report; Bdm the funnel, times, sources and
 * clients of their own clients; Hrteam the funnel, times and their own activity (decision 281).
 * Uncached: each read computes its figures afresh.
 */
export function reportsRoutes(app: FastifyInstance, _ctx: AppContext, services: Services) {
  const reports = services.reports;

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/reports/funnel',
      access: REPORT_ACCESS.funnel,
      tag: 'Dashboard',
      summary: 'Funnel: the applications of the range and how far they got, per job',
      query: ReportQuerySchema,
      response: FunnelReportBodySchema,
    },
    async ({ request, query }) => ok(await reports.funnel(query, viewerOf(request))),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/reports/time',
      access: REPORT_ACCESS.time,
      tag: 'Dashboard',
      summary: 'Time to fill, time in stage (median, 90th percentile) and the overdue jobs',
      query: ReportQuerySchema,
      response: TimeReportBodySchema,
    },
    async ({ request, query }) => ok(await reports.time(query, viewerOf(request))),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/reports/sources',
      access: REPORT_ACCESS.sources,
      tag: 'Dashboard',
      summary: 'Applications, interviews and hires per source (careers site, referral and its referrers, staff entry)',
      query: ReportQuerySchema,
      response: SourcesReportBodySchema,
    },
    async ({ request, query }) => ok(await reports.sources(query, viewerOf(request))),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/reports/clients',
      access: REPORT_ACCESS.clients,
      tag: 'Dashboard',
      summary: 'Per client: open positions, submissions, the client’s response time on CV reviews, hires',
      query: ReportQuerySchema,
      response: ClientsReportBodySchema,
    },
    async ({ request, query }) => ok(await reports.clients(query, viewerOf(request))),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/reports/recruiters',
      access: REPORT_ACCESS.recruiters,
      tag: 'Dashboard',
      summary: 'Stages moved, interviews booked and notes per person and week (Hrteam: their own)',
      query: ReportQuerySchema,
      response: RecruitersReportBodySchema,
    },
    async ({ request, query }) => ok(await reports.recruiters(query, viewerOf(request))),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/reports/filters',
      access: ['Admin', 'Bdm', 'Hrteam'],
      tag: 'Dashboard',
      summary: 'The clients, jobs and recruiters the caller may filter the reports by',
      response: ReportFiltersBodySchema,
    },
    async ({ request }) => ok(await reports.filters(viewerOf(request))),
  );
}
