import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { API_PREFIX, ID_MAX } from '@talentra/contract';
import type { AppContext } from './app-context.js';
import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemoIfEmpty } from './seed/demo.js';
import { diskStore, type FileStore } from './files/storage.js';
import { registerGuard } from './auth/guard.js';
import { createSessionsService } from './auth/sessions.service.js';
import { refuseRepeatedQueryKeys } from './http/validate.js';
import { refuseUnreadMultipart } from './http/multipart.js';
import { createOutbox } from './mail/outbox.service.js';
import { startOutboxWorker } from './mail/outbox-worker.js';
import { overrideMethod } from './http/method-override.js';
import { smtpTransport } from './mail/transport.js';
import { clientErrorHandler, errorBody, frameworkErrors, registerErrorHandling } from './http/error-handler.js';
import { registerResponseCache } from './http/response-cache.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { OneLinePerRequest, loggedPath } from './http/request-log.js';
import { registerOpenApi } from './http/openapi.js';
import { registerWriteAnnouncements } from './http/write-announcements.js';
import { authRoutes } from './auth/auth.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { jobsRoutes } from './modules/jobs/jobs.routes.js';
import { candidatesRoutes } from './modules/candidates/candidates.routes.js';
import { workspaceRoutes } from './modules/workspace/workspace.routes.js';
import { trackersRoutes } from './modules/trackers/trackers.routes.js';
import { bulkRoutes } from './modules/bulk/bulk.routes.js';
import { clientsRoutes } from './modules/clients/clients.routes.js';
import { referralsRoutes } from './modules/referrals/referrals.routes.js';
import { feedbackRoutes } from './modules/feedback/feedback.routes.js';
import { scamsRoutes } from './modules/scams/scams.routes.js';
import { tasksRoutes } from './modules/tasks/tasks.routes.js';
import { loadWebPages, pageEncoding, type PageEncoding } from './web-pages.js';
import { statsRoutes } from './modules/stats/stats.routes.js';
import { outboxRoutes } from './modules/outbox/outbox.routes.js';
import { mailTemplatesRoutes } from './modules/mail-templates/mail-templates.routes.js';
import { interviewsRoutes } from './modules/interviews/interviews.routes.js';
import { pipelineRoutes } from './modules/pipeline/pipeline.routes.js';
import { privacyRoutes } from './modules/privacy/privacy.routes.js';
import { teamRoutes } from './modules/team/team.routes.js';
import { clientContactsRoutes } from './modules/clients/client-contacts.routes.js';
import { clientReviewRoutes } from './modules/client-review/client-review.routes.js';
import { applicantsRoutes } from './modules/applicants/applicants.routes.js';
import { savedSearchesRoutes } from './modules/saved-searches/saved-searches.routes.js';
import { myDayRoutes } from './modules/my-day/my-day.routes.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { resumesRoutes } from './modules/resumes/resumes.routes.js';
import { jobAlertPages, jobAlertsRoutes } from './modules/job-alerts/job-alerts.routes.js';
import { startDigestJob } from './modules/job-alerts/digest-job.js';
import { startRetentionJob } from './modules/privacy/retention-job.js';
import { startOrphanSweep } from './files/orphan-sweep-job.js';
import { startReminderJob } from './modules/interviews/reminder-job.js';
import type { JobsService } from './modules/jobs/jobs.service.js';
import type { TeamService } from './modules/team/team.service.js';
import { buildServices } from './services.js';
import { loadPageRenderer } from './modules/site/page-renderer.js';
import { createSitePages, encoded, type RenderedPage } from './modules/site/site-pages.js';
import { robotsTxt, sitemapXml } from './modules/site/sitemap.js';
import { shareImagesRoutes } from './modules/share-images/share-images.routes.js';

const PRUNE_EVERY_MS = 10 * 60 * 1000;

export interface BuildOptions {
  /** Use an already open database (tests share one per suite). */
  database?: DatabaseHandle;
  files?: FileStore;
  clock?: () => Date;
  logger?: boolean | object;
  /** Where log lines go (tests read them); the configured level and serializers still apply. */
  logStream?: NodeJS.WritableStream;
}

/** The whole server as one Fastify instance (fastify/demo): plugins, then one register call per module. */
export async function buildApp(
  config: Readonly<Config>,
  options: BuildOptions = {},
): Promise<FastifyInstance & { ctx: AppContext; dbHandle: DatabaseHandle }> {
  const app = Fastify({
    // longer than a load balancer's idle timeout (60 s on the common ones), so it closes first
    keepAliveTimeout: 72_000,
    rewriteUrl: overrideMethod,
    logger:
      options.logger ??
      (config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            ...(options.logStream ? { stream: options.logStream } : {}),
            // never log credentials or session tokens (DESIGN.md "Rules that hold everywhere")
            // never log credentials, tokens or personal data: no headers, no query strings (a search
            // can hold a name), no bodies
            serializers: {
              req: (req: { method: string; url: string; id: string }) => ({ method: req.method, url: loggedPath(req.url), id: req.id }),
              res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
            },
          }),
    logController: new OneLinePerRequest(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    routerOptions: { maxParamLength: 300, ignoreTrailingSlash: true },
    frameworkErrors,
    clientErrorHandler,
  });

  // An empty body sent as JSON is no body (a client that always sets the header on POST /logout):
  // routes that take none go on, routes that need one say which fields are missing.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });
  // JSON in (api.md): a text/plain body is a 415 like any other type, not a string for the schema
  app.removeContentTypeParser('text/plain');

  const dbHandle = options.database ?? openDatabase(config, { poolMax: config.databasePoolMax });
  await migrateToLatest(dbHandle);
  const clock = options.clock ?? (() => new Date());
  const ctx: AppContext = {
    config,
    db: dbHandle.db,
    dialect: dbHandle.dialect,
    files: options.files ?? diskStore(config.uploadDir),
    sessions: createSessionsService(dbHandle.db, dbHandle.dialect, clock, dbHandle.changes),
    outbox: createOutbox(dbHandle.db, dbHandle.dialect, clock),
    clock,
  };
  const services = buildServices(ctx);
  if (config.demoSeed) await seedDemoIfEmpty(ctx);
  // outgoing mail is sent when a mail server is configured; without one it waits in the outbox
  if (config.mail.smtpUrl) {
    const worker = startOutboxWorker({
      db: dbHandle.db,
      dialect: dbHandle.dialect,
      transport: smtpTransport(config.mail.smtpUrl),
      from: config.mail.from,
      host: new URL(config.publicUrl).hostname,
      clock,
      log: app.log,
    });
    ctx.outbox.attach(worker);
    app.addHook('onClose', async () => worker.stop());
  }
  // failed sign-ins past their window and dead sessions: at start, then every 10 minutes
  await ctx.sessions.prune();
  const pruner = setInterval(() => {
    ctx.sessions.prune().catch((err: Error) => app.log.warn({ err: { message: err.message } }, 'pruning sign-in records failed'));
  }, PRUNE_EVERY_MS).unref();
  app.addHook('onClose', async () => clearInterval(pruner));
  // candidates past the retention period (RETENTION_MONTHS): at start, then daily (issue 18)
  const stopRetention = await startRetentionJob(ctx, services.privacy, app.log);
  app.addHook('onClose', stopRetention);
  // upload files no row records, an hour old (a hard kill mid-upload): at start, then daily (issue 41)
  app.addHook('onClose', startOrphanSweep(services.files, app.log));
  // interviews starting within a day that have had no reminder: at start, then every 5 minutes (issue 43)
  app.addHook('onClose', startReminderJob(services.interviews, app.log));
  // job alerts' digests and unconfirmed alerts past 7 days: at start, then every JOB_ALERT_CHECK_SECONDS (issue 46)
  app.addHook('onClose', startDigestJob(services.jobAlerts, config.jobAlerts.checkEveryMs, app.log));
  // background jobs (issue 45: a résumé's text after its upload): polled every second, several servers safe
  app.addHook('onClose', services.queue.start(app.log));

  app.decorate('ctx', ctx);
  app.decorate('dbHandle', dbHandle);
  if (!options.database) app.addHook('onClose', async () => dbHandle.close());

  const writeListeners: Array<() => void> = [];
  registerErrorHandling(app);
  await app.register(cookie);
  registerSecurityHeaders(app);
  await app.register(multipart, { throwFileSizeLimit: true });
  await app.register(rateLimit, { global: false });
  registerGuard(app, ctx.sessions);
  registerResponseCache(app, {
    enabled: config.responseCache,
    maxBytes: config.responseCacheMaxBytes,
    publicReadsPerMinute: config.limits.publicReadPerMinute,
    now: options.clock ? () => clock().getTime() : Date.now,
    // the sessions read a moment ago, and the pages rendered with data (issue 17)
    alsoDrop: () => {
      ctx.sessions.forgetCached();
      for (const drop of writeListeners) drop();
    },
  });
  registerWriteAnnouncements(app, dbHandle.changes);
  // before the routes: the document collects them as they register (docs: /backend/api/docs)
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      api.addHook('preValidation', refuseRepeatedQueryKeys);
      api.addHook('preValidation', refuseUnreadMultipart);
      // every answer here is `cache-control: no-store` unless its route says otherwise (http/security-headers.ts)
      healthRoutes(api, ctx, dbHandle);
      authRoutes(api, ctx);
      usersRoutes(api, ctx, services);
      jobsRoutes(api, ctx, services);
      candidatesRoutes(api, ctx, services);
      workspaceRoutes(api, ctx, services);
      trackersRoutes(api, ctx, services);
      bulkRoutes(api, ctx, services);
      clientsRoutes(api, ctx, services);
      referralsRoutes(api, ctx, services);
      feedbackRoutes(api, ctx, services);
      scamsRoutes(api, ctx, services);
      tasksRoutes(api, ctx, services);
      statsRoutes(api, ctx, services);
      outboxRoutes(api, ctx);
      mailTemplatesRoutes(api, services);
      interviewsRoutes(api, ctx, services);
      pipelineRoutes(api, ctx, services);
      privacyRoutes(api, ctx, services);
      applicantsRoutes(api, ctx, services);
      teamRoutes(api, ctx, services);
      clientContactsRoutes(api, ctx, services);
      clientReviewRoutes(api, ctx, services);
      savedSearchesRoutes(api, ctx, services);
      myDayRoutes(api, ctx, services);
      reportsRoutes(api, ctx, services);
      resumesRoutes(api, services);
      jobAlertsRoutes(api, ctx, services);
    },
    { prefix: API_PREFIX },
  );
  // the pages of the job alert mails' links, outside the API (issue 46: RFC 8058's one-click POST)
  await app.register(async (pages) => jobAlertPages(pages, ctx, services));

  // the share previews' images (issue 46), outside the API and before the pages' fallback
  shareImagesRoutes(app, services);
  await serveWebApp(app, config, services.jobs, services.team, (drop) => writeListeners.push(drop));
  return app as FastifyInstance & { ctx: AppContext; dbHandle: DatabaseHandle };
}

/**
 * The built React app: hashed assets cached for a year, pages never cached, SPA fallback. Assets are
 * sent pre-compressed (.br/.gz written by the web build); a path pre-rendered at build time gets its
 * own HTML (meaningful before the JavaScript runs), /careers and /jobs/{id} are rendered with their
 * data (issue 17), any other path of the app index.html; robots.txt and sitemap.xml are made here.
 */
async function serveWebApp(
  app: FastifyInstance,
  config: Readonly<Config>,
  jobs: JobsService,
  team: TeamService,
  onWrite: (drop: () => void) => void,
) {
  const publicUrl = config.publicUrl;
  let sitemap: { body: string; expires: number } | null = null;
  onWrite(() => (sitemap = null));
  // the date the site's own pages last changed: this build (its index.html), else the server's start
  const dist = config.webDist;
  const built = dist && fs.existsSync(path.join(dist, 'index.html')) ? fs.statSync(path.join(dist, 'index.html')).mtime : new Date();
  const pagesLastmod = built.toISOString().slice(0, 10);
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(publicUrl)),
  );
  app.get('/sitemap.xml', async (_request, reply) => {
    if (!sitemap || sitemap.expires < Date.now())
      sitemap = { body: sitemapXml(publicUrl, await jobs.sitemapJobs(), pagesLastmod), expires: Date.now() + 60_000 };
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache').send(sitemap.body);
  });

  if (!dist || !fs.existsSync(path.join(dist, 'index.html'))) {
    app.setNotFoundHandler((_request, reply) => reply.status(404).send(errorBody('Not found')));
    return;
  }
  const pages = loadWebPages(dist, publicUrl, config.timeZone);
  const renderer = await loadPageRenderer(dist, config.timeZone);
  const site = renderer ? createSitePages({ jobs, team, renderer, publicUrl, rendersPerMinute: config.limits.publicReadPerMinute }) : null;
  const sendRendered = (reply: FastifyReply, page: RenderedPage, encoding: PageEncoding) => {
    if (page.retryAfter !== undefined) reply.header('retry-after', String(page.retryAfter)).removeHeader('content-encoding');
    return reply.status(page.status).send(page.retryAfter !== undefined ? page.identity : encoded(page, encoding));
  };
  if (site) onWrite(site.drop);
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    preCompressed: true,
    // the server bundle and the page templates are for this server only; robots.txt and sitemap.xml are made above
    globIgnore: ['server/**', 'prerender/**', 'robots.txt*', 'sitemap.xml*'],
    // our own cache-control below; send's default (public, max-age=0) would otherwise replace it
    cacheControl: false,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else res.setHeader('cache-control', 'no-cache');
      res.setHeader('vary', 'accept-encoding');
    },
  });
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!wantsPage || request.url.startsWith(API_PREFIX) || request.url.startsWith('/assets/')) {
      return reply.status(404).send(errorBody('Not found'));
    }
    const encoding = pageEncoding(request.headers['accept-encoding']);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    // one address per page: another letter case or a trailing slash is a permanent redirect
    const canonical = pages.canonicalPath(request.url);
    if (canonical === null) return reply.status(404).send(pages.notFound[encoding]);
    const requested = requestedPath(request.url);
    if (canonical !== requested) {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      reply.removeHeader('content-encoding');
      return reply.redirect(`${encodeURI(canonical)}${query}`, 301);
    }
    if (site && canonical === '/careers') return sendRendered(reply, await site.careers(request.url, request.ip), encoding);
    // the team's pages with the team (issue 41)
    if (site?.rendersTeam && canonical === '/about') return sendRendered(reply, await site.about(request.url, request.ip), encoding);
    if (site?.rendersTeam && /^\/profile[1-8]$/.test(canonical))
      return sendRendered(reply, await site.profile(request.url, canonical, request.ip), encoding);
    // a client's review page (issue 44): out of search results, and its address (the token) sent to no one
    if (canonical.startsWith('/review/')) reply.header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer');
    const jobId = /^\/jobs\/([^/]+)$/.exec(canonical)?.[1];
    if (jobId !== undefined) {
      // /jobs/abc, /jobs/0, an id past the largest: no such job
      const id = /^[1-9]\d{0,9}$/.test(jobId) && Number(jobId) <= ID_MAX ? Number(jobId) : null;
      if (id === null) return reply.status(404).send(pages.notFound[encoding]);
      if (site) return sendRendered(reply, await site.job(request.url, id, request.ip), encoding);
      const state = await jobs.pageState(id);
      if (state.state === 'unknown' || state.state === 'removed') reply.status(404);
    }
    return reply.send(pages.pageFor(request.url)[encoding]);
  });
}

/** The path of a URL as typed, decoded, without the query. */
function requestedPath(url: string): string {
  const pathname = url.split(/[?#]/, 1)[0] ?? '/';
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    dbHandle: DatabaseHandle;
  }
}
