import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, rowCounts, signIn, type Session, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';

const valid = (overrides: Record<string, unknown> = {}) => ({
  first_name: ' Lata ',
  last_name: 'Krishnan',
  email: 'Lata.K@Mail.example',
  phone_number: '+91 98234-56781',
  message: 'Could you share your payroll outsourcing pricing?',
  ...overrides,
});

describeEachEngine('feedback', (engine) => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await signIn(t, 'Admin');
  });
  afterAll(() => t.close());

  const submit = (payload: unknown) => t.app.inject({ method: 'POST', url: api('/submit-feedback'), payload: payload as object });

  describe('POST /submit-feedback', () => {
    it('takes feedback from anyone: 201 with the message the page shows and the stored feedback', async () => {
      const res = await submit(valid());
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        success: true,
        status: true,
        message: 'Feedback submitted successfully!',
        data: {
          first_name: 'Lata',
          last_name: 'Krishnan',
          email: 'lata.k@mail.example',
          phone_number: '919823456781',
          message: 'Could you share your payroll outsourcing pricing?',
        },
      });
      expect(typeof res.json().data.id).toBe('number');
      expect(res.json().data.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    });

    it('refuses missing fields with an error for each, storing nothing', async () => {
      const before = await rowCounts(t);
      const res = await submit({});
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ success: false, status: false });
      const errors = res.json().errors;
      for (const f of ['first_name', 'last_name', 'email', 'phone_number', 'message']) expect(errors[f], f).toEqual(['This field is required']);
      expect(await rowCounts(t)).toEqual(before);
    });

    it('refuses a bad e-mail and a blank message, storing nothing', async () => {
      const before = await rowCounts(t);
      const res = await submit(valid({ email: 'lata@', message: '   ' }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ email: ['Please enter a valid email'], message: ['This field is required'] });
      expect(await rowCounts(t)).toEqual(before);
    });

    it('answers a body that is not an object with 4xx, never 500', async () => {
      for (const payload of [[1, 2], 'text']) {
        const res = await t.app.inject({
          method: 'POST',
          url: api('/submit-feedback'),
          payload: JSON.stringify(payload),
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }
    });
  });

  describe('GET /feedbacks', () => {
    it('shows Admin the newest feedback first, with meta', async () => {
      const created = (await submit(valid({ first_name: 'Newest', message: 'Shown as text: <b>hi</b>' }))).json().data;
      const res = await t.app.inject({ url: api('/feedbacks'), headers: admin.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().data[0]).toEqual(created);
      expect(res.json().meta).toEqual({ page: 1, per_page: 25, total: (await rowCounts(t)).feedback });
      const times = res.json().data.map((f: { created_at: string }) => f.created_at);
      expect(times).toEqual([...times].sort().reverse());
    });

    it("keeps the inbox's total with the writes: each submit counts, an erasure uncounts (decision 229)", async () => {
      const stored = async () =>
        Number(
          (
            await t.app.ctx.db
              .selectFrom('feedback')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const listed = async () => (await t.app.inject({ url: api('/feedbacks'), headers: admin.headers })).json().meta.total as number;
      const before = await listed();
      expect(before).toBe(await stored());
      for (let i = 0; i < 3; i++) expect((await submit(valid({ email: `counted${i}@mail.example` }))).statusCode).toBe(201);
      expect(await submit({})).toMatchObject({ statusCode: 422 }); // refused: not counted
      expect(await listed()).toBe(before + 3);
      const erased = await t.app.inject({
        method: 'POST',
        url: api('/personal-data/erase'),
        headers: admin.headers,
        payload: { email: 'counted1@mail.example' },
      });
      expect(erased.statusCode).toBe(200);
      expect(await listed()).toBe(before + 2);
      expect(await listed()).toBe(await stored());
    });

    it('paginates on the server', async () => {
      for (let i = 0; i < 3; i++) await submit(valid({ first_name: `Paged ${i}` }));
      const first = (await t.app.inject({ url: api('/feedbacks?per_page=2'), headers: admin.headers })).json();
      const second = (await t.app.inject({ url: api('/feedbacks?per_page=2&page=2'), headers: admin.headers })).json();
      expect(first.data.map((f: { first_name: string }) => f.first_name)).toEqual(['Paged 2', 'Paged 1']);
      expect(second.data[0].first_name).toBe('Paged 0');
      expect((await t.app.inject({ url: api('/feedbacks?per_page=101'), headers: admin.headers })).statusCode).toBe(422);
    });

    it('is for Admin only: Bdm and Hrteam 403, anonymous 401', async () => {
      expect((await t.app.inject({ url: api('/feedbacks'), headers: (await signIn(t, 'Bdm')).headers })).statusCode).toBe(403);
      expect((await t.app.inject({ url: api('/feedbacks'), headers: (await signIn(t, 'Hrteam')).headers })).statusCode).toBe(403);
      expect((await t.app.inject({ url: api('/feedbacks') })).statusCode).toBe(401);
    });
  });
});

describeEachEngine('feedback rate limit', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { env: { PUBLIC_WRITE_LIMIT_PER_HOUR: '2' } });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After once an IP passes the hourly limit', async () => {
    const submit = () => t.app.inject({ method: 'POST', url: api('/submit-feedback'), payload: valid() });
    expect((await submit()).statusCode).toBe(201);
    expect((await submit()).statusCode).toBe(201);
    const third = await submit();
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
    expect((await rowCounts(t)).feedback).toBe(2);
  });
});
