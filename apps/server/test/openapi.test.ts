import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  API_PREFIX,
  AddedNoteBodySchema,
  BdmCandidateSchema,
  CandidateBodySchema,
  CandidateListBodySchema,
  CandidateMatchesBodySchema,
  CandidateProfileBodySchema,
  CheckAllBodySchema,
  ClientBodySchema,
  ClientListBodySchema,
  ClientOptionsBodySchema,
  CountBodySchema,
  DuplicatesBodySchema,
  FeedbackBodySchema,
  FeedbackListBodySchema,
  InterviewListBodySchema,
  JobClosureListBodySchema,
  JobUpdateBodySchema,
  LoginBodySchema,
  MailPreferencesBodySchema,
  MeBodySchema,
  NoDataBodySchema,
  NotificationListBodySchema,
  NotificationReadBodySchema,
  OutboxListBodySchema,
  OutboxMailBodySchema,
  OverviewBodySchema,
  PeopleBodySchema,
  PersonFoundBodySchema,
  PersonalDataOverviewBodySchema,
  PipelineBodySchema,
  PublicJobSchema,
  ReferralBodySchema,
  ReferralListBodySchema,
  ScamReportBodySchema,
  ScamReportListBodySchema,
  StaffCandidateSchema,
  StaffJobBodySchema,
  StaffJobListBodySchema,
  PositionGroupsBodySchema,
  StaffJobSchema,
  StaffUsersBodySchema,
  TaskBodySchema,
  TaskListBodySchema,
  TimelineBodySchema,
  TrackerBodySchema,
  TrackerUpdateBodySchema,
  detailsBodySchema,
  okBody,
  pageBody,
  HealthSchema,
  PRIVACY_NOTICE_VERSION,
  PrivacyNoticeBodySchema,
  DETAIL_KINDS,
} from '@talentra/contract';
import { DOCS_PATH, OPENAPI_PATH, type OpenApiDocument } from '../src/http/openapi.js';
import { api, createTestApp, multipart, signIn, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { advance, createJob, insertClient, jobPayload } from './fixtures.js';
import { samplePdf } from '../src/files/sample-documents.js';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** `/recruitments/{id}` → `/recruitments/:id` (the route table's syntax). */
const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`;

/**
 * Issue 20: the OpenAPI document lists every route with its answer schema, and real answers match
 * the contract's schemas (strict objects: a field missing or added fails).
 */
describeEachEngine('OpenAPI document and response schemas', (engine) => {
  let t: TestApp;
  let doc: OpenApiDocument;
  const as: Record<'Admin' | 'Bdm' | 'Hrteam', Record<string, string>> = { Admin: {}, Bdm: {}, Hrteam: {} };

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    for (const role of ['Admin', 'Bdm', 'Hrteam'] as const) as[role] = (await signIn(t, role)).headers;
    const res = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t.close());

  describe('the document', () => {
    it('has the shape of an OpenAPI 3 document', () => {
      expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
      expect(typeof doc.info.title).toBe('string');
      expect(typeof doc.info.version).toBe('string');
      expect(doc.servers?.[0]?.url).toBe(API_PREFIX);
      const ids = new Set<string>();
      for (const [path, ops] of Object.entries(doc.paths)) {
        expect(path.startsWith('/'), path).toBe(true);
        for (const [method, op] of Object.entries(ops)) {
          expect(METHODS as readonly string[], `${method} ${path}`).toContain(method);
          const id = (op as { operationId?: string }).operationId;
          expect(id && !ids.has(id), `${method} ${path} operationId ${id}`).toBe(true);
          ids.add(id!);
          expect(Object.keys(op.responses).length, `${method} ${path}`).toBeGreaterThan(0);
          for (const r of Object.values(op.responses)) expect(typeof r.description).toBe('string');
          // every {param} of the path is declared as a required path parameter
          for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
            expect(
              op.parameters?.some((p) => p.in === 'path' && p.name === name && p.required),
              `${method} ${path} {${name}}`,
            ).toBe(true);
          }
        }
      }
    });

    it('lists every route the app registers, and nothing else', () => {
      const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => routeKey(m, path)));
      const registered = t.app.routeStatements.map((r) => `${r.method} ${r.path}`);
      expect(registered.length).toBeGreaterThan(80);
      expect(registered.filter((k) => !documented.includes(k))).toEqual([]);
      expect(documented.filter((k) => !registered.includes(k))).toEqual([]);
      // each is declared with defineRoute: a summary and a tag from its definition
      const undeclared = Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.entries(ops)
          .filter(([, op]) => !op.summary || op.summary === 'Undocumented' || op.tags?.length !== 1)
          .map(([method]) => routeKey(method, path)),
      );
      expect(undeclared).toEqual([]);
    });

    it('gives every operation a 2xx answer with a schema or a file type, and the error body for 4xx', () => {
      const missing: string[] = [];
      for (const [path, ops] of Object.entries(doc.paths)) {
        for (const [method, op] of Object.entries(ops)) {
          const ok = Object.entries(op.responses).find(([status]) => /^2\d\d$/.test(status))?.[1];
          const content = ok?.content ?? {};
          const json = content['application/json']?.schema as { type?: string; properties?: object } | undefined;
          const file = Object.entries(content).some(([type, c]) => type !== 'application/json' && c.schema);
          if (!(json?.properties || file)) missing.push(`${method.toUpperCase()} ${path}`);
          if (!op.responses['4XX']?.content?.['application/json']?.schema) missing.push(`${method.toUpperCase()} ${path} (4XX)`);
        }
      }
      expect(missing).toEqual([]);
    });

    it('documents request bodies and queries from the contract', () => {
      const login = doc.paths['/login']!.post!;
      const body = login.requestBody?.content['application/json']?.schema as { properties?: Record<string, unknown> };
      expect(Object.keys(body.properties ?? {})).toEqual(['username', 'password']);
      const upload = doc.paths['/recruitments']!.post!;
      expect(Object.keys(upload.requestBody?.content ?? {})).toEqual(['application/json', 'multipart/form-data']);
      const list = doc.paths['/recruitments']!.get!;
      expect(list.parameters?.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(
        expect.arrayContaining(['page', 'per_page', 'q', 'status']),
      );
      expect(doc.paths['/recruitments']!.get!.responses['200']!.content!['application/json']!.schema).toMatchObject({ type: 'object' });
    });

    it('gives privacy_consent its one accepted value on POST /candidates and POST /refer-a-friend (issue 41)', () => {
      for (const path of ['/candidates', '/refer-a-friend']) {
        const content = doc.paths[path]!.post!.requestBody?.content ?? {};
        expect(Object.keys(content).length, path).toBeGreaterThan(0);
        for (const [type, c] of Object.entries(content)) {
          const field = (c.schema?.properties as Record<string, Record<string, unknown>> | undefined)?.privacy_consent;
          // an enum of one (@fastify/swagger writes zod's `const` so for OpenAPI)
          expect(field?.type, `${path} ${type}`).toBe('string');
          expect(field?.enum ?? [field?.const], `${path} ${type}`).toEqual([PRIVACY_NOTICE_VERSION]);
        }
      }
      // a referral always carries it; an application only from an anonymous visitor (staff entries need none)
      expect(doc.paths['/refer-a-friend']!.post!.requestBody!.content['application/json']!.schema!.required).toContain('privacy_consent');
      const notice = doc.paths['/privacy-notice']?.get;
      expect((notice as { security?: unknown } | undefined)?.security).toEqual([]);
      expect(notice?.responses['200']?.content?.['application/json']?.schema).toMatchObject({
        properties: { data: { properties: { version: { type: 'string' }, path: { enum: ['/privacy'] }, updated_at: { type: 'string' } } } },
      });
    });

    it('is served with a reference page that needs nothing from another origin and runs no script', async () => {
      const res = await t.app.inject({ method: 'GET', url: DOCS_PATH });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.body).not.toMatch(/<script|https?:\/\//);
      // every operation is on the page
      for (const [path, ops] of Object.entries(doc.paths)) {
        for (const method of Object.keys(ops)) expect(res.body).toContain(`id="${method.toUpperCase()} ${path}"`);
      }
      expect(res.body).toContain(`href="${OPENAPI_PATH}"`);
    });

    it('is public and not under the versioned API (no session needed)', async () => {
      const res = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    });
  });

  describe('real answers match the contract', () => {
    const parse = async (schema: z.ZodType, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, init: InjectInit = {}) => {
      const res = await t.app.inject({ method, url: path.startsWith('/') && !path.startsWith(API_PREFIX) ? api(path) : path, ...init });
      expect(res.statusCode, `${method} ${path}: ${res.body}`).toBeLessThan(300);
      const body = res.json();
      const result = schema.safeParse(body);
      expect(result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`), `${method} ${path}`).toEqual([]);
      return body as { data: unknown };
    };
    type InjectInit = { headers?: Record<string, string>; payload?: string | Buffer | Record<string, unknown> };

    it('jobs: the public list and detail, the staff list and detail, the careers page, closures, counts', async () => {
      await parse(pageBody(PublicJobSchema), 'GET', '/recruitments?per_page=100');
      await parse(pageBody(PublicJobSchema), 'GET', '/recruitments?active_only=1&per_page=6');
      await parse(okBody(PublicJobSchema), 'GET', '/recruitments/1');
      await parse(pageBody(StaffJobSchema), 'GET', '/recruitments?per_page=100', { headers: as.Bdm });
      await parse(StaffJobListBodySchema, 'GET', '/recruitments/admin/all?per_page=100', { headers: as.Hrteam });
      await parse(StaffJobListBodySchema, 'GET', '/recruitments/admin/all?deleted=1', { headers: as.Admin });
      await parse(okBody(StaffJobSchema), 'GET', '/recruitments/1', { headers: as.Admin });
      await parse(JobClosureListBodySchema, 'GET', '/close?per_page=100', { headers: as.Bdm });
      await parse(PositionGroupsBodySchema, 'GET', '/recruitments/positions', { headers: as.Hrteam });
      for (const p of ['/recruitments/count', '/recruitments/interviews/count', '/candidates/count', '/clientforms/count'])
        await parse(CountBodySchema, 'GET', p, { headers: as.Bdm });
    });

    it('job writes: create, update with its automatic action, close, reopen, delete, restore, check-all', async () => {
      const client = await insertClient(t);
      const created = await parse(StaffJobBodySchema, 'POST', '/recruitments', { headers: as.Admin, payload: jobPayload(client.id) });
      const id = (created.data as { job_id: number }).job_id;
      await parse(JobUpdateBodySchema, 'PUT', `/recruitments/${id}`, { headers: as.Bdm, payload: { no_of_positions: 3 } });
      await parse(StaffJobBodySchema, 'POST', `/job-closure/${id}/close`, { headers: as.Admin, payload: { candidate_ids: [], reason: 'On hold' } });
      const reopened = await parse(okBody(StaffJobSchema, { career_page_visible: StaffJobSchema.shape.is_visible }), 'POST', `/${id}/reopen`, {
        headers: as.Admin,
        payload: { reason: 'Back' },
      });
      expect((reopened.data as { status: string }).status).toBe('open');
      await parse(NoDataBodySchema, 'DELETE', `/recruitments/${id}`, { headers: as.Admin });
      await parse(StaffJobBodySchema, 'POST', `/recruitments/${id}/restore`, { headers: as.Admin });
      await parse(CheckAllBodySchema, 'POST', '/job-closure/check-all', { headers: as.Admin });
    });

    it('candidates by role, one candidate, the application, the public search, status, tracker', async () => {
      await parse(pageBody(StaffCandidateSchema, { total_capped: z.boolean() }), 'GET', '/candidates?per_page=100', { headers: as.Hrteam });
      await parse(pageBody(BdmCandidateSchema, { total_capped: z.boolean() }), 'GET', '/candidates?per_page=100', { headers: as.Bdm });
      await parse(CandidateListBodySchema, 'GET', '/candidates?job_id=1', { headers: as.Admin });
      await parse(CandidateBodySchema, 'GET', '/candidates/1', { headers: as.Admin });
      const matches = await parse(CandidateMatchesBodySchema, 'GET', '/candidates/search?name=Aar');
      expect((matches.data as unknown[]).length).toBeGreaterThan(0);
      const job = await createJob(t, as.Admin, (await insertClient(t)).id);
      const form = multipart(
        {
          job_id: job.job_id,
          candidate_name: 'Neha Rao',
          email: 'neha.rao@mail.example',
          mobile_number: '9876500001',
          current_location: 'Pune',
          privacy_consent: PRIVACY_NOTICE_VERSION,
        },
        { resume: { name: 'cv.pdf', bytes: samplePdf('CV'), type: 'application/pdf' } },
      );
      const applied = await parse(okBody(StaffCandidateSchema), 'POST', '/candidates', { headers: form.headers, payload: form.payload });
      const candidateId = (applied.data as { id: number }).id;
      await parse(CandidateBodySchema, 'PUT', `/candidates/${candidateId}`, { headers: as.Hrteam, payload: { status: 'Selected' } });
      await advance(t, as.Hrteam, candidateId, ['screening']);
      await parse(TrackerBodySchema, 'GET', `/process-tracker/${candidateId}`, { headers: as.Hrteam });
      await parse(TrackerUpdateBodySchema, 'PUT', `/process-tracker/${candidateId}/with-job-check`, {
        headers: as.Admin,
        payload: { hr_interview: 'completed' },
      });
    });

    it('the workspace: people search, profile, timeline, note, duplicates', async () => {
      const people = await parse(PeopleBodySchema, 'GET', '/candidates/people?sort=name&dir=asc', { headers: as.Hrteam });
      expect((people.data as unknown[]).length).toBeGreaterThan(0);
      await parse(CandidateProfileBodySchema, 'GET', '/candidates/1/profile', { headers: as.Admin });
      await parse(AddedNoteBodySchema, 'POST', '/candidates/1/notes', { headers: as.Admin, payload: { body: 'Called, will send the CV.' } });
      await parse(CandidateProfileBodySchema, 'GET', '/candidates/1/profile', { headers: as.Admin });
      await parse(TimelineBodySchema, 'GET', '/candidates/1/timeline', { headers: as.Admin });
      await parse(DuplicatesBodySchema, 'GET', '/candidates/duplicates?email=aarav.sharma0@mail.example', { headers: as.Hrteam });
    });

    it('pipeline and interviews', async () => {
      await parse(PipelineBodySchema, 'GET', '/recruitments/2/pipeline', { headers: as.Admin });
      await parse(PipelineBodySchema, 'GET', '/recruitments/2/pipeline', { headers: as.Bdm });
      // the demo interviews are on the next three days: a range holding them on any day of the week
      const from = new Date().toISOString();
      const to = new Date(Date.now() + 8 * 86_400_000).toISOString();
      const list = await parse(InterviewListBodySchema, 'GET', `/interviews?from=${from}&to=${to}`, { headers: as.Hrteam });
      expect((list.data as unknown[]).length).toBeGreaterThan(0);
    });

    it('clients, users, session', async () => {
      await parse(ClientListBodySchema, 'GET', '/clientforms?per_page=100', { headers: as.Bdm });
      await parse(ClientBodySchema, 'GET', '/clientforms/1', { headers: as.Hrteam });
      await parse(ClientOptionsBodySchema, 'GET', '/clientforms/dropdown', { headers: as.Admin });
      await parse(StaffUsersBodySchema, 'GET', '/users', { headers: as.Admin });
      await parse(StaffUsersBodySchema, 'GET', '/users', { headers: as.Hrteam });
      await parse(MeBodySchema, 'GET', '/me', { headers: as.Bdm });
      const s = await signIn(t, 'Bdm');
      await parse(LoginBodySchema, 'POST', '/login', { payload: { username: s.username, password: s.password } });
      await parse(NoDataBodySchema, 'POST', '/logout', { headers: s.headers });
      await parse(MailPreferencesBodySchema, 'GET', '/me/mail-preferences', { headers: as.Bdm });
    });

    it('the dashboard: overview and every detail list', async () => {
      const overview = await parse(OverviewBodySchema, 'GET', '/stats/overview', { headers: as.Bdm });
      expect((overview.data as { clients: number }).clients).toBeGreaterThan(0);
      for (const kind of DETAIL_KINDS) {
        for (const role of ['Admin', 'Bdm'] as const)
          await parse(detailsBodySchema(kind), 'GET', `/stats/details?kind=${kind}&per_page=100`, { headers: as[role] });
      }
    });

    it('tasks and notifications', async () => {
      await parse(TaskListBodySchema, 'GET', '/task-assignments?per_page=100', { headers: as.Admin });
      const users = (await t.app.inject({ method: 'GET', url: api('/users'), headers: as.Admin })).json().data as Array<{
        id: number;
        user_role: string;
        is_active: boolean;
      }>;
      const hr = users.find((u) => u.user_role === 'Hrteam' && u.is_active)!;
      await parse(TaskBodySchema, 'POST', '/task-assigning', {
        headers: as.Admin,
        payload: { user_id: hr.id, job_id: null, message: 'Call back', priority_level: 'high', deadline: null },
      });
      const list = await parse(NotificationListBodySchema, 'GET', '/notifications', { headers: as.Hrteam });
      const first = (list.data as Array<{ id: number }>)[0]!;
      await parse(NotificationReadBodySchema, 'POST', `/notifications/${first.id}/read`, { headers: as.Hrteam });
    });

    it('referrals, feedback and scam reports: the public forms and the staff lists', async () => {
      await parse(ReferralListBodySchema, 'GET', '/refer-a-friend?per_page=100', { headers: as.Hrteam });
      await parse(ReferralBodySchema, 'POST', '/refer-a-friend', {
        payload: {
          candidate_id: 1,
          job_id: 1,
          friend_name: 'Kiran Rao',
          friend_contact: '9876512345',
          friend_email: 'kiran.rao@mail.example',
          preferred_company: null,
          privacy_consent: PRIVACY_NOTICE_VERSION,
        },
      });
      await parse(FeedbackListBodySchema, 'GET', '/feedbacks?per_page=100', { headers: as.Admin });
      await parse(FeedbackBodySchema, 'POST', '/submit-feedback', {
        payload: { first_name: 'Ravi', last_name: 'Kumar', email: 'ravi@mail.example', phone_number: '9876543210', message: 'Great service' },
      });
      await parse(ScamReportListBodySchema, 'GET', '/scams?per_page=100', { headers: as.Admin });
      const form = multipart(
        { first_name: 'Ravi', last_name: 'Kumar', email: 'ravi@mail.example', phone_number: '9876543210', issue_description: 'A fake offer' },
        { proof_file: { name: 'proof.pdf', bytes: samplePdf('proof'), type: 'application/pdf' } },
      );
      await parse(ScamReportBodySchema, 'POST', '/report-scam', { headers: form.headers, payload: form.payload });
      await parse(ScamReportListBodySchema, 'GET', '/scams?per_page=100', { headers: as.Admin });
    });

    it('outbox and personal data', async () => {
      await parse(OutboxListBodySchema, 'GET', '/outbox?per_page=100', { headers: as.Admin });
      await parse(OutboxMailBodySchema, 'GET', '/outbox/1', { headers: as.Admin });
      await parse(PersonalDataOverviewBodySchema, 'GET', '/personal-data/overview', { headers: as.Admin });
      await parse(PersonFoundBodySchema, 'GET', '/personal-data/person?candidate_id=1', { headers: as.Admin });
    });

    it('health', async () => {
      await parse(HealthSchema, 'GET', '/health');
    });

    it('the privacy notice: its version is the consent value the public forms send (issue 41)', async () => {
      await parse(PrivacyNoticeBodySchema, 'GET', '/privacy-notice');
      const res = await t.app.inject({ method: 'GET', url: api('/privacy-notice') });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        status: true,
        data: { version: PRIVACY_NOTICE_VERSION, path: '/privacy', updated_at: `${PRIVACY_NOTICE_VERSION}T00:00:00.000Z` },
      });
    });

    it('a schema that does not match fails (strict objects)', () => {
      const job = { ...PublicJobSchema.parse(publicJobSample()) };
      expect(StaffJobSchema.safeParse(job).success).toBe(false);
      expect(PublicJobSchema.safeParse({ ...job, budget: 1 }).success).toBe(false);
      const { package: _p, ...withoutPackage } = job;
      expect(PublicJobSchema.safeParse(withoutPackage).success).toBe(false);
    });
  });
});

function publicJobSample() {
  return {
    job_id: 1,
    id: 1,
    job_title: 'T',
    client_name: null,
    client_confidential: true,
    job_location: 'Pune',
    type_of_industry: 'IT',
    hiring_type: null,
    work_mode: null,
    min_experience: null,
    max_experience: null,
    no_of_positions: 1,
    package: null,
    benefit: null,
    qualification: null,
    skills_required: null,
    key_responsibilities: null,
    job_description: 'D',
    notice_period: 'Immediate',
    working_days: null,
    timings: null,
    created_at: '2026-01-01T00:00:00.000Z',
    closing_date: null,
    is_active: true,
    status: 'open',
    auto_close_reason: null,
  };
}
