import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '../src/files/sample-documents.js';
import { MSG, PRIVACY_NOTICE_VERSION } from '@talentra/contract';
import { api, createTestApp, multipart, signIn, type TestApp } from './helpers.js';
import { createJob } from './fixtures.js';
import { describeEachEngine } from './engines.js';

/**
 * Property-based: random and malformed payloads at every public endpoint and every staff write.
 * Every answer is below 500 in the error shape of api.md, and a rejected request changes no table.
 */
const TABLES = [
  'users',
  'sessions',
  'clients',
  'jobs',
  'candidates',
  'process_trackers',
  'job_closures',
  'referrals',
  'referral_counters',
  'feedback',
  'scam_reports',
  'task_assignments',
  'notifications',
  'notification_reads',
  'stored_files',
  'outbox',
  'password_resets',
  'mail_preferences',
] as const;

async function snapshot(t: TestApp): Promise<string> {
  const h = createHash('sha256');
  for (const table of TABLES) {
    // sessions' last_used_at moves on reads; everything else must be byte-identical
    const rows = await t.app.ctx.db.selectFrom(table).selectAll().execute();
    const stable = table === 'sessions' ? rows.map((r) => ({ ...r, last_used_at: null })) : rows;
    h.update(table).update(JSON.stringify(stable));
  }
  return h.digest('hex');
}

const nasty = fc.oneof(
  fc.string(),
  fc.string({ minLength: 5000, maxLength: 20000 }),
  fc.constantFrom(
    "' OR 1=1 --",
    '"; DROP TABLE jobs; --',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '%',
    '_',
    '\\',
    '\u0000',
    '𝕏💥',
    '../../etc/passwd',
    'null',
    'NaN',
    '-1',
    '1e309',
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);
const FIELDS = [
  'username',
  'password',
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'message',
  'issue_description',
  'candidate_id',
  'job_id',
  'friend_name',
  'friend_contact',
  'friend_email',
  'candidate_name',
  'mobile_number',
  'current_location',
  'client_id',
  'job_title',
  'no_of_positions',
  'min_experience',
  'max_experience',
  'status',
  'is_active',
  'user_id',
  'priority_level',
  'deadline',
  'reason',
  'company_name',
  'website',
  'gst_number',
  'user_role',
  'screening',
  'offer_letter',
  'rejected',
];
const payloadArb = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), nasty, { maxKeys: 12 }),
  fc.record({
    job_id: fc.integer({ min: -5, max: 10_000_000 }),
    candidate_id: fc.integer({ min: -5, max: 10_000_000 }),
    email: nasty,
    friend_contact: nasty,
  }),
  nasty,
);

describeEachEngine('hostile input', (engine) => {
  let t: TestApp;
  let staff: Record<'Admin' | 'Bdm' | 'Hrteam', Record<string, string>>;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    staff = { Admin: (await signIn(t, 'Admin')).headers, Bdm: (await signIn(t, 'Bdm')).headers, Hrteam: (await signIn(t, 'Hrteam')).headers };
  });
  afterAll(() => t.close());

  const endpoints: { method: 'POST' | 'PUT' | 'PATCH'; url: string; as?: 'Admin' | 'Bdm' | 'Hrteam' }[] = [
    { method: 'POST', url: '/login' },
    { method: 'POST', url: '/submit-feedback' },
    { method: 'POST', url: '/report-scam' },
    { method: 'POST', url: '/candidates' },
    { method: 'POST', url: '/refer-a-friend' },
    { method: 'POST', url: '/refer-a-friend/remove' },
    { method: 'POST', url: '/recruitments', as: 'Bdm' },
    { method: 'PUT', url: '/recruitments/1', as: 'Admin' },
    { method: 'POST', url: '/clientforms', as: 'Bdm' },
    { method: 'PUT', url: '/clientforms/1', as: 'Bdm' },
    { method: 'POST', url: '/task-assigning', as: 'Admin' },
    { method: 'PUT', url: '/candidates/1', as: 'Hrteam' },
    { method: 'POST', url: '/process-tracker', as: 'Hrteam' },
    { method: 'POST', url: '/interviews', as: 'Hrteam' },
    { method: 'PUT', url: '/process-tracker/1/with-job-check', as: 'Hrteam' },
    { method: 'POST', url: '/job-closure/1/close', as: 'Admin' },
    { method: 'POST', url: '/1/reopen', as: 'Admin' },
    { method: 'POST', url: '/users', as: 'Admin' },
    { method: 'PATCH', url: '/users/2', as: 'Admin' },
  ];

  for (const e of endpoints) {
    it(`${e.method} ${e.url}: random JSON never causes a 500, and a refusal changes nothing`, async () => {
      await fc.assert(
        fc.asyncProperty(payloadArb, async (payload) => {
          const before = await snapshot(t);
          const res = await t.app.inject({ method: e.method, url: api(e.url), headers: e.as ? staff[e.as] : {}, payload: payload as object });
          expect(res.statusCode, res.body).toBeLessThan(500);
          if (res.statusCode >= 400) {
            const body = res.json();
            expect(body.success).toBe(false);
            expect(body.status).toBe(false);
            expect(typeof body.message).toBe('string');
            if (body.errors) for (const v of Object.values(body.errors)) expect(Array.isArray(v)).toBe(true);
            expect(await snapshot(t)).toBe(before);
          }
        }),
        { numRuns: 25 },
      );
    });
  }

  it('random query strings on public reads never cause a 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/recruitments', '/candidates/search', '/recruitments/1'),
        fc.dictionary(fc.constantFrom('q', 'page', 'per_page', 'name', 'location', 'industry', 'status', 'client_id', 'active_only'), fc.string()),
        async (path, query) => {
          const res = await t.app.inject({ url: api(path), query });
          expect(res.statusCode, res.body).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('multipart abuse is refused cleanly: too many parts, a huge field, a path in a file name, HTML as PDF, an SVG with a script as proof, a zip bomb named .docx', async () => {
    const before = await snapshot(t);
    const manyParts = multipart(Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`f${i}`, 'x'])));
    const r1 = await t.app.inject({ method: 'POST', url: api('/report-scam'), payload: manyParts.payload, headers: manyParts.headers });
    // a malformed form, not a file too large (413 is for that, api.md)
    expect(r1.statusCode).toBe(400);
    expect(r1.json().message).toBe('Too many fields in the form');
    const huge = multipart({ first_name: 'a'.repeat(200_000) });
    expect((await t.app.inject({ method: 'POST', url: api('/report-scam'), payload: huge.payload, headers: huge.headers })).statusCode).toBe(413);
    const scam = { first_name: 'A', last_name: 'B', email: 'a@b.example', phone_number: '9876543210', issue_description: 'x' };
    const htmlPdf = multipart(scam, {
      proof_file: { name: 'proof.pdf', bytes: Buffer.from('<html><body>not a pdf</body></html>'), type: 'application/pdf' },
    });
    expect((await t.app.inject({ method: 'POST', url: api('/report-scam'), payload: htmlPdf.payload, headers: htmlPdf.headers })).statusCode).toBe(
      415,
    );
    const svg = multipart(scam, {
      proof_file: {
        name: 'proof.svg',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        type: 'image/svg+xml',
      },
    });
    expect((await t.app.inject({ method: 'POST', url: api('/report-scam'), payload: svg.payload, headers: svg.headers })).statusCode).toBe(415);
    // a zip with a huge, highly compressible entry named .docx: never unpacked, refused as not a Word file
    const zipBomb = Buffer.concat([Buffer.from('PK\x03\x04\x14\x00\x00\x00\x08\x00', 'latin1'), Buffer.alloc(2000, 0)]);
    const candidate = {
      job_id: 1,
      candidate_name: 'Zip',
      email: 'zip@mail.example',
      mobile_number: '9876543210',
      current_location: 'Pune',
      privacy_consent: PRIVACY_NOTICE_VERSION,
    };
    const bomb = multipart(candidate, { resume: { name: 'cv.docx', bytes: zipBomb } });
    expect((await t.app.inject({ method: 'POST', url: api('/candidates'), payload: bomb.payload, headers: bomb.headers })).statusCode).toBe(415);
    expect(await snapshot(t)).toBe(before);
    // a path in the file name is kept only as a bare name for downloads
    const jobs = (await t.app.inject({ url: api('/recruitments') })).json().data;
    const pathName = multipart(
      { ...candidate, job_id: jobs[0].job_id, email: 'path@mail.example' },
      { resume: { name: '../../etc/passwd.pdf', bytes: samplePdf('cv') } },
    );
    const stored = await t.app.inject({ method: 'POST', url: api('/candidates'), payload: pathName.payload, headers: pathName.headers });
    expect(stored.statusCode).toBe(201);
    const dl = await t.app.inject({ url: api(`/candidates/${stored.json().data.id}/resume`), headers: staff.Hrteam });
    expect(dl.headers['content-disposition']).toMatch(/filename="passwd\.pdf"/);
  });

  /**
   * A NUL character: PostgreSQL cannot store one in text (it used to answer 500 there, while SQLite
   * kept it), and no form sends one. Both engines refuse it alike, as the field's 422.
   */
  describe('a NUL character in a text field', () => {
    const NUL = 'Asha\u0000Rao';
    const writes: { method: 'POST' | 'PUT' | 'PATCH'; url: string; as?: 'Admin' | 'Bdm' | 'Hrteam'; field: string; multipart?: boolean }[] = [
      { method: 'POST', url: '/login', field: 'username' },
      { method: 'POST', url: '/submit-feedback', field: 'first_name' },
      { method: 'POST', url: '/report-scam', field: 'first_name', multipart: true },
      { method: 'POST', url: '/candidates', field: 'candidate_name', multipart: true },
      { method: 'POST', url: '/refer-a-friend', field: 'friend_name' },
      { method: 'POST', url: '/recruitments', as: 'Bdm', field: 'job_title' },
      { method: 'PUT', url: '/recruitments/1', as: 'Admin', field: 'job_title' },
      { method: 'POST', url: '/clientforms', as: 'Bdm', field: 'company_name', multipart: true },
      { method: 'PUT', url: '/clientforms/1', as: 'Bdm', field: 'company_name' },
      { method: 'POST', url: '/task-assigning', as: 'Admin', field: 'message' },
      { method: 'POST', url: '/users', as: 'Admin', field: 'username' },
    ];
    for (const w of writes) {
      it(`${w.method} ${w.url}: 422 on ${w.field}, nothing stored`, async () => {
        const before = await snapshot(t);
        const body = w.multipart ? multipart({ [w.field]: NUL }) : { payload: { [w.field]: NUL }, headers: {} };
        const res = await t.app.inject({
          method: w.method,
          url: api(w.url),
          payload: body.payload,
          headers: { ...body.headers, ...(w.as ? staff[w.as] : {}) },
        });
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json().errors[w.field]).toContain(MSG.forbiddenCharacter);
        expect(await snapshot(t)).toBe(before);
      });
    }

    it('in a search or a filter: 422 on the parameter', async () => {
      for (const [url, param, headers] of [
        ['/recruitments', 'q', {}],
        ['/candidates/search', 'name', {}],
        ['/candidates', 'q', staff.Hrteam],
        ['/clientforms', 'q', staff.Bdm],
      ] as const) {
        const res = await t.app.inject({ url: api(url), query: { [param]: NUL }, headers });
        expect(res.statusCode, `${url} ${res.body}`).toBe(422);
        expect(res.json().errors[param]).toContain(MSG.forbiddenCharacter);
      }
    });
  });

  /**
   * Ids beyond the largest either database hands out (PostgreSQL integer): PostgreSQL refused the
   * query and the server answered 500. In a path such an id is not found; in a body or a query it is
   * the field's 422.
   */
  describe('an id beyond 2147483647', () => {
    const TOO_BIG = 2_147_483_648;

    it('in a path: 404', async () => {
      for (const [url, headers] of [
        [`/recruitments/${TOO_BIG}`, {}],
        [`/candidates/${TOO_BIG}`, staff.Hrteam],
        [`/clientforms/${TOO_BIG}`, staff.Bdm],
      ] as const) {
        const res = await t.app.inject({ url: api(url), headers });
        expect(res.statusCode, `${url} ${res.body}`).toBe(404);
      }
      const res = await t.app.inject({
        method: 'PUT',
        url: api(`/process-tracker/${TOO_BIG}/with-job-check`),
        headers: staff.Hrteam,
        payload: { screening: 'completed' },
      });
      expect(res.statusCode, res.body).toBe(404);
    });

    it('in a body or a query: 422 on the field', async () => {
      const before = await snapshot(t);
      for (const [method, url, field, headers, payload] of [
        ['POST', '/process-tracker', 'candidate_id', staff.Hrteam, { candidate_id: TOO_BIG }],
        ['POST', '/refer-a-friend', 'job_id', {}, { job_id: TOO_BIG }],
        ['POST', '/task-assigning', 'user_id', staff.Admin, { user_id: TOO_BIG, message: 'Call the client' }],
        ['GET', `/candidates?job_id=${TOO_BIG}`, 'job_id', staff.Hrteam, undefined],
      ] as const) {
        const res = await t.app.inject({ method, url: api(url), headers, payload });
        expect(res.statusCode, `${url} ${res.body}`).toBe(422);
        expect(res.json().errors[field]).toContain('Must be at most 2147483647');
      }
      expect(await snapshot(t)).toBe(before);
    });
  });
  /** Issue 14: answers the framework gave on its own, or that ended in a 500. */
  describe('requests the framework itself refuses', () => {
    const errorShape = (res: { headers: Record<string, unknown>; json: () => unknown; body: string }, url: string) => {
      expect(Object.keys(res.json() as object).sort()).toEqual(['message', 'status', 'success']);
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.body).not.toContain(url.slice(10, 40));
    };

    it('a URL that is not valid percent-encoding: 400 in the error shape, the URL not echoed', async () => {
      const url = api('/recruitments/%E0%A4%A');
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(400);
      errorShape(res, url);
    });

    it('a path parameter that is too long: 414 in the error shape, the URL not echoed', async () => {
      const url = api(`/recruitments/${'7'.repeat(400)}`);
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(414);
      errorShape(res, url);
    });

    it('multipart/form-data without a boundary: 400 on every multipart route, nothing stored', async () => {
      const before = await snapshot(t);
      for (const [method, url, as] of [
        ['POST', '/candidates', undefined],
        ['POST', '/report-scam', undefined],
        ['POST', '/clientforms', 'Bdm'],
        ['PUT', '/clientforms/1', 'Bdm'],
        ['POST', '/recruitments', 'Bdm'],
        ['PUT', '/recruitments/1', 'Admin'],
      ] as const) {
        const res = await t.app.inject({
          method,
          url: api(url),
          headers: { 'content-type': 'multipart/form-data', ...(as ? staff[as] : {}) },
          payload: 'candidate_name=Asha',
        });
        expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(400);
        expect(res.json()).toEqual({ success: false, status: false, message: 'Malformed multipart/form-data body' });
      }
      expect(await snapshot(t)).toBe(before);
    });

    it('a multipart body cut off inside a file part: 400 on every multipart route, nothing stored', async () => {
      const before = await snapshot(t);
      for (const [method, url, as, field] of [
        ['POST', '/candidates', undefined, 'resume'],
        ['POST', '/report-scam', undefined, 'proof_file'],
        ['POST', '/clientforms', 'Bdm', 'company_logo'],
        ['PUT', '/clientforms/1', 'Bdm', 'company_logo'],
        ['POST', '/recruitments', 'Bdm', 'jd_document'],
        ['PUT', '/recruitments/1', 'Admin', 'jd_document'],
        ['POST', '/recruitments/1?_method=PUT', 'Admin', 'jd_document'],
      ] as const) {
        const payload = `--cut\r\nContent-Disposition: form-data; name="${field}"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 cut`;
        const res = await t.app.inject({
          method,
          url: api(url),
          headers: { 'content-type': 'multipart/form-data; boundary=cut', ...(as ? staff[as] : {}) },
          payload,
        });
        expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(400);
        expect(res.json()).toEqual({ success: false, status: false, message: 'Malformed multipart/form-data body' });
      }
      expect(await snapshot(t)).toBe(before);
    });

    it('a field named like a member of Object.prototype holding a refused value: the field’s 422, never a 500', async () => {
      for (const name of ['toString', 'constructor', 'hasOwnProperty', 'valueOf', 'isPrototypeOf']) {
        const json = await t.app.inject({ method: 'POST', url: api('/submit-feedback'), payload: { [name]: 'x\u0000y' } });
        expect(json.statusCode, `${name} ${json.body}`).toBe(422);
        expect(json.json().errors[name]).toEqual([MSG.forbiddenCharacter]);
        const form = multipart({ [name]: 'x\u0000y', candidate_name: 'Asha' });
        const res = await t.app.inject({ method: 'POST', url: api('/candidates'), payload: form.payload, headers: form.headers });
        // @fastify/multipart refuses such a part name itself: a clean 400 in the error shape
        expect(res.statusCode, `${name} ${res.body}`).toBe(400);
        expect(res.json()).toEqual({ success: false, status: false, message: 'Malformed form field name' });
      }
      const proto = await t.app.inject({
        method: 'POST',
        url: api('/submit-feedback'),
        headers: { 'content-type': 'application/json' },
        payload: '{"__proto__": {"x": 1}}',
      });
      expect(proto.statusCode).toBe(400);
    });

    it('an empty body sent as JSON is no body where the route takes none', async () => {
      const session = await signIn(t, 'Hrteam');
      const json = { 'content-type': 'application/json' };
      const check = await t.app.inject({ method: 'POST', url: api('/job-closure/check-all'), headers: { ...session.headers, ...json }, payload: '' });
      expect(check.statusCode, check.body).toBe(200);
      const logout = await t.app.inject({ method: 'POST', url: api('/logout'), headers: { ...session.headers, ...json }, payload: '' });
      expect(logout.statusCode, logout.body).toBe(200);
      // a route that needs a body still says what is missing
      const feedback = await t.app.inject({ method: 'POST', url: api('/submit-feedback'), headers: json, payload: '' });
      expect(feedback.statusCode).toBe(422);
      expect(feedback.json().errors.first_name).toEqual(['This field is required']);
    });

    it('page and per_page out of range: a 422 naming the limit', async () => {
      for (const [query, field, message] of [
        ['per_page=0', 'per_page', MSG.perPageRange],
        ['per_page=101', 'per_page', MSG.perPageRange],
        ['per_page=abc', 'per_page', MSG.perPageRange],
        ['page=0', 'page', MSG.pageRange],
        ['page=-1', 'page', MSG.pageRange],
        ['page=1e9', 'page', MSG.pageRange],
        ['page=abc', 'page', MSG.pageRange],
      ] as const) {
        for (const [url, headers] of [
          ['/recruitments', {}],
          ['/candidates', staff.Hrteam],
          ['/refer-a-friend', staff.Admin],
          ['/feedbacks', staff.Admin],
        ] as const) {
          const res = await t.app.inject({ url: api(`${url}?${query}`), headers });
          expect(res.statusCode, `${url}?${query}`).toBe(422);
          expect(res.json().errors[field], `${url}?${query}`).toEqual([message]);
        }
      }
      expect(MSG.perPageRange).toContain('100');
    });

    it('an id filter or cursor that is not a whole number: a 422 saying so; blank means unset', async () => {
      for (const [url, field, headers] of [
        ['/recruitments?client_id', 'client_id', staff.Admin],
        ['/candidates?job_id', 'job_id', staff.Hrteam],
        ['/candidates/people?job_id', 'job_id', staff.Hrteam],
        ['/candidates/people?client_id', 'client_id', staff.Hrteam],
        ['/candidates/1/timeline?before', 'before', staff.Admin],
        ['/personal-data/person?candidate_id', 'candidate_id', staff.Admin],
      ] as const) {
        for (const value of ['abc', '1.5', '-3', '0x10']) {
          const res = await t.app.inject({ url: api(`${url}=${value}`), headers });
          expect(res.statusCode, `${url}=${value}`).toBe(422);
          expect(res.json().errors[field][0], `${url}=${value}`).toMatch(/^Must be (a whole number|at least 1)$/);
        }
        const blank = await t.app.inject({ url: api(`${url}=`), headers });
        expect(blank.json().errors?.[field], `${url}= ${blank.body}`).toBeUndefined();
      }
    });

    it('GET /recruitments without per_page answers 25 a page, to anyone', async () => {
      const bdm = staff.Bdm;
      const clients = await t.app.inject({ url: api('/clientforms/dropdown'), headers: bdm });
      const clientId = clients.json().data[0].id as number;
      const visible = (await t.app.inject({ url: api('/recruitments?per_page=100') })).json().meta.total as number;
      for (let i = visible; i < 30; i++) await createJob(t, bdm, clientId);
      for (const headers of [{}, bdm]) {
        const res = await t.app.inject({ url: api('/recruitments'), headers });
        expect(res.json().meta.per_page).toBe(25);
        expect(res.json().data).toHaveLength(25);
      }
    });

    it('an e-mail address with characters that break a mailto: link is refused', async () => {
      for (const email of [
        'a?cc=x@evil.example',
        'a&b@mail.example',
        'a=b@mail.example',
        'a%0d@mail.example',
        'a/b@mail.example',
        'a#b@mail.example',
        'a"b@mail.example',
        'a b@mail.example',
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url: api('/submit-feedback'),
          payload: { first_name: 'A', last_name: 'B', email, phone_number: '9876543210', message: 'Hello' },
        });
        expect(res.statusCode, email).toBe(422);
        expect(res.json().errors.email, email).toEqual([MSG.invalidEmail]);
      }
      for (const email of ["o'brien@mail.example", 'asha.rao+jobs@mail.example', 'rāma@mail.example']) {
        const res = await t.app.inject({
          method: 'POST',
          url: api('/submit-feedback'),
          payload: { first_name: 'A', last_name: 'B', email, phone_number: '9876543210', message: 'Hello' },
        });
        expect(res.statusCode, email).toBe(201);
      }
    });

    it('each refusal names its own reason, once: a long password, a huge number, a repeated parameter, a wrong stage value', async () => {
      const long = 'a'.repeat(1025);
      const created = await t.app.inject({
        method: 'POST',
        url: api('/users'),
        headers: staff.Admin,
        payload: { username: 'long.password@example.com', password: long, user_role: 'Hrteam' },
      });
      expect(created.json().errors).toEqual({ password: ['Password must be at most 1024 characters'] });
      const login = await t.app.inject({ method: 'POST', url: api('/login'), payload: { username: 'admin@example.com', password: long } });
      expect(login.json().errors).toEqual({ password: ['Password must be at most 1024 characters'] });
      const job = await t.app.inject({ method: 'PUT', url: api('/recruitments/1'), headers: staff.Admin, payload: { budget: 1e20 } });
      expect(job.json().errors).toEqual({ budget: [expect.stringMatching(/^Must be at most /)] });
      const twice = await t.app.inject({ url: api('/candidates/search?name=abc&name=def') });
      expect(twice.statusCode).toBe(422);
      expect(twice.json().errors).toEqual({ name: [MSG.queryRepeated] });
      const stage = await t.app.inject({
        method: 'PUT',
        url: api('/process-tracker/1/with-job-check'),
        headers: staff.Hrteam,
        payload: { screening: 'done' },
      });
      expect(stage.json().errors).toEqual({ screening: ['Must be "completed"'] });
      const rejected = await t.app.inject({
        method: 'PUT',
        url: api('/process-tracker/1/with-job-check'),
        headers: staff.Hrteam,
        payload: { rejected: 'yes', reason: 'x' },
      });
      expect(rejected.json().errors).toEqual({ rejected: ['Must be "rejected"'] });
      const range = await t.app.inject({ url: api('/interviews?from=2026-02-30T00:00:00Z'), headers: staff.Hrteam });
      expect(range.statusCode).toBe(422);
      expect(range.json().errors.from).toHaveLength(1);
    });

    it('a body that is not JSON on a JSON route is 415, like a form post; a route that takes files takes multipart', async () => {
      const fields = { first_name: 'A', last_name: 'B', email: 'a@mail.example', phone_number: '9876543210', message: 'Hello' };
      const plain = await t.app.inject({
        method: 'POST',
        url: api('/submit-feedback'),
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify(fields),
      });
      const form = multipart(fields);
      const asMultipart = await t.app.inject({ method: 'POST', url: api('/submit-feedback'), headers: form.headers, payload: form.payload });
      const urlencoded = await t.app.inject({
        method: 'POST',
        url: api('/submit-feedback'),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'first_name=A',
      });
      for (const res of [plain, asMultipart, urlencoded]) {
        expect(res.statusCode, res.body).toBe(415);
        expect(res.json().message).toBe('Unsupported content type');
      }
      const scam = multipart({ first_name: 'A', last_name: 'B', email: 'a@mail.example', phone_number: '9876543210', issue_description: 'x' });
      expect((await t.app.inject({ method: 'POST', url: api('/report-scam'), headers: scam.headers, payload: scam.payload })).statusCode).toBe(201);
    });

    it('a name of invisible characters is no name (422 required); a name on several lines is stored on one', async () => {
      const feedback = (first_name: string) =>
        t.app.inject({
          method: 'POST',
          url: api('/submit-feedback'),
          payload: { first_name, last_name: 'B', email: 'a@mail.example', phone_number: '9876543210', message: 'Hello' },
        });
      for (const blank of ['\u200b\u200b\u200b', '\u200c \u200d', '\u2060\ufeff', ' \u00ad ']) {
        const res = await feedback(blank);
        expect(res.statusCode, JSON.stringify(blank)).toBe(422);
        expect(res.json().errors.first_name).toEqual([MSG.required]);
      }
      const res = await feedback('\u200bAsha\r\nRao\t ');
      expect(res.statusCode, res.body).toBe(201);
      const row = await t.app.ctx.db.selectFrom('feedback').select('first_name').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(row.first_name).toBe('Asha Rao');
    });
  });
});
