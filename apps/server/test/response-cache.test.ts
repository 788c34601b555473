import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobsRepository } from '../src/modules/jobs/jobs.repository.js';
import { api, createTestApp, signIn, type Session, type TestApp } from './helpers.js';
import { applyOk, createJob, insertClient } from './fixtures.js';
import { PRIVACY_NOTICE_VERSION } from '@talentra/contract';

describe('micro-cache of hot reads', () => {
  let t: TestApp;
  let bdm: Session;
  // the app's clock, moved by the tests: entries expire on it, nothing waits for real time
  let now = Date.now();
  beforeAll(async () => {
    t = await createTestApp('sqlite', { clock: () => new Date(now) });
    bdm = await signIn(t, 'Bdm');
  });
  afterAll(() => t.close());

  it('serves a repeated anonymous read from memory', async () => {
    await createJob(t, bdm.headers, (await insertClient(t)).id);
    const first = await t.app.inject({ url: api('/recruitments?per_page=6') });
    const second = await t.app.inject({ url: api('/recruitments?per_page=6') });
    expect(first.headers['x-cache']).toBeUndefined();
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-security-policy']).toBeDefined();
    expect(second.headers['cache-control']).toBe('no-store');
  });

  it('answers a hit with the headers of the answer it repeats and its exact length', async () => {
    await createJob(t, bdm.headers, (await insertClient(t)).id);
    const url = api('/recruitments?per_page=9');
    const first = await t.app.inject({ url });
    const hit = await t.app.inject({ url });
    expect(hit.headers['x-cache']).toBe('hit');
    const stable = (h: Record<string, unknown>) => {
      const { date: _d, connection: _c, 'x-cache': _x, ...rest } = h;
      return rest;
    };
    expect(stable(hit.headers)).toEqual(stable(first.headers));
    expect(Number(hit.headers['content-length'])).toBe(Buffer.byteLength(first.body));
    // the same for a staff read, kept by role
    const hr = await signIn(t, 'Hrteam');
    const staffUrl = api('/candidates/people?per_page=5');
    const computed = await t.app.inject({ url: staffUrl, headers: hr.headers });
    const again = await t.app.inject({ url: staffUrl, headers: hr.headers });
    expect(again.headers['x-cache']).toBe('hit');
    expect(stable(again.headers)).toEqual(stable(computed.headers));
    expect(again.body).toBe(computed.body);
  });

  it('drops everything at the first write in this process', async () => {
    const job = await createJob(t, bdm.headers, (await insertClient(t)).id);
    const ids = async () => (await t.app.inject({ url: api('/recruitments?per_page=100') })).json().data.map((j: { job_id: number }) => j.job_id);
    expect(await ids()).toContain(job.job_id);
    await t.app.inject({ method: 'POST', url: api(`/job-closure/${job.job_id}/close`), headers: bdm.headers, payload: { reason: 'Filled' } });
    expect(await ids()).not.toContain(job.job_id);
  });

  it('a HEAD request is a read: it keeps the cache', async () => {
    await createJob(t, bdm.headers, (await insertClient(t)).id);
    await t.app.inject({ url: api('/recruitments?per_page=7') });
    const head = await t.app.inject({ method: 'HEAD', url: api('/recruitments?per_page=7') });
    expect(head.statusCode).toBe(200);
    expect((await t.app.inject({ url: api('/recruitments?per_page=7') })).headers['x-cache']).toBe('hit');
  });

  it('never gives staff the anonymous projection, nor anonymous callers a staff answer', async () => {
    const job = await createJob(t, bdm.headers, (await insertClient(t)).id);
    await t.app.inject({ url: api(`/recruitments/${job.job_id}`) });
    const staff = await t.app.inject({ url: api(`/recruitments/${job.job_id}`), headers: bdm.headers });
    expect(staff.json().data).toHaveProperty('budget');
    await t.app.inject({ url: api('/candidates'), headers: bdm.headers });
    expect((await t.app.inject({ url: api('/candidates') })).statusCode).toBe(401);
  });

  it('keys staff answers by role: a cached answer is never served to a role that may not call the route', async () => {
    const admin = await signIn(t, 'Admin');
    const r1 = await t.app.inject({ url: api('/refer-a-friend'), headers: admin.headers });
    expect(r1.statusCode).toBe(200);
    expect((await t.app.inject({ url: api('/refer-a-friend'), headers: bdm.headers })).statusCode).toBe(403);
  });

  it('expires an entry after its time to live (bounds staleness across servers)', async () => {
    await t.app.inject({ url: api('/recruitments?page=2') });
    expect((await t.app.inject({ url: api('/recruitments?page=2') })).headers['x-cache']).toBe('hit');
    now += 1999;
    expect((await t.app.inject({ url: api('/recruitments?page=2') })).headers['x-cache']).toBe('hit');
    now += 1;
    expect((await t.app.inject({ url: api('/recruitments?page=2') })).headers['x-cache']).toBeUndefined();
  });
});

describe('writes that change no cached read', () => {
  it('keep the cache: a feedback does not drop the careers page', async () => {
    const t = await createTestApp('sqlite');
    try {
      await t.app.inject({ url: api('/recruitments') });
      const fb = await t.app.inject({
        method: 'POST',
        url: api('/submit-feedback'),
        payload: { first_name: 'A', last_name: 'B', email: 'a@b.example', phone_number: '9876543210', message: 'hi' },
      });
      expect(fb.statusCode).toBe(201);
      expect((await t.app.inject({ url: api('/recruitments') })).headers['x-cache']).toBe('hit');
    } finally {
      await t.close();
    }
  });
});

describe('a write that says what it changes', () => {
  it('a referral drops the reads that show referrals and those that declare nothing, not the careers pages, the dashboard or the bell', async () => {
    const t = await createTestApp('sqlite');
    try {
      const [bdm, admin, hr] = [await signIn(t, 'Bdm'), await signIn(t, 'Admin'), await signIn(t, 'Hrteam')];
      const job = await createJob(t, bdm.headers, (await insertClient(t)).id);
      const candidate = await applyOk(t, job.job_id);
      const reads = {
        careers: () => t.app.inject({ url: api('/recruitments') }),
        people: () => t.app.inject({ url: api('/candidates/people'), headers: admin.headers }),
        referrals: () => t.app.inject({ url: api('/refer-a-friend'), headers: admin.headers }),
        overview: () => t.app.inject({ url: api('/stats/overview'), headers: admin.headers }),
        details: () => t.app.inject({ url: api('/stats/details?kind=candidates'), headers: admin.headers }),
        profile: () => t.app.inject({ url: api(`/candidates/${candidate.id}/profile`), headers: admin.headers }),
        bell: () => t.app.inject({ url: api('/notifications'), headers: hr.headers }),
      };
      for (const read of Object.values(reads)) await read();
      for (const read of Object.values(reads)) expect((await read()).headers['x-cache']).toBe('hit');
      const referred = await t.app.inject({
        method: 'POST',
        url: api('/refer-a-friend'),
        payload: {
          candidate_id: candidate.id,
          job_id: job.job_id,
          friend_name: 'Cache Friend',
          friend_contact: '9000000123',
          friend_email: '',
          preferred_company: '',
          privacy_consent: PRIVACY_NOTICE_VERSION,
        },
      });
      expect(referred.statusCode, referred.body).toBe(201);
      expect((await reads.careers()).headers['x-cache']).toBe('hit');
      expect((await reads.people()).headers['x-cache']).toBe('hit');
      const referrals = await reads.referrals();
      expect(referrals.headers['x-cache']).toBeUndefined();
      expect(referrals.json().data.map((r: { friend_name: string }) => r.friend_name)).toContain('Cache Friend');
      // the dashboard shows no referral
      expect((await reads.overview()).headers['x-cache']).toBe('hit');
      expect((await reads.details()).headers['x-cache']).toBe('hit');
      // the bell shows task assignments: a referral adds none
      expect((await reads.bell()).headers['x-cache']).toBe('hit');
      expect((await reads.profile()).headers['x-cache']).toBeUndefined(); // declares nothing: any write drops it
      // a write that says nothing drops everything
      await createJob(t, bdm.headers, (await insertClient(t)).id);
      expect((await reads.careers()).headers['x-cache']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});

describe('the bell, kept for each user', () => {
  it('is served from memory to the same user only, and a task or a read mark shows at once', async () => {
    const t = await createTestApp('sqlite');
    try {
      const [admin, hr1, hr2] = [await signIn(t, 'Admin'), await signIn(t, 'Hrteam'), await signIn(t, 'Hrteam')];
      const bell = (who: { headers: Record<string, string> }) => t.app.inject({ url: api('/notifications'), headers: who.headers });
      const assign = (message: string) =>
        t.app.inject({
          method: 'POST',
          url: api('/task-assigning'),
          headers: admin.headers,
          payload: { user_id: hr1.userId, job_id: null, message },
        });
      expect((await assign('First task')).statusCode).toBe(201);
      const first = await bell(hr1);
      expect(first.headers['x-cache']).toBeUndefined();
      expect(first.json().unread_count).toBe(1);
      expect((await bell(hr1)).headers['x-cache']).toBe('hit');
      // another user of the same team has a read state of their own: never the first one's answer
      expect((await bell(hr2)).headers['x-cache']).toBeUndefined();
      expect((await bell(hr2)).headers['x-cache']).toBe('hit');

      // a read mark drops the bells: the unread count is right at once
      const id = first.json().data[0].id as number;
      const marked = await t.app.inject({ method: 'POST', url: api(`/notifications/${id}/read`), headers: hr1.headers });
      expect(marked.statusCode).toBe(200);
      const after = await bell(hr1);
      expect(after.headers['x-cache']).toBeUndefined();
      expect(after.json().unread_count).toBe(0);
      expect(after.json().data[0].read).toBe(true);
      expect((await bell(hr2)).json().unread_count).toBe(1);

      // a new task is in every bell of the team at once
      expect((await assign('Second task')).statusCode).toBe(201);
      const withTask = await bell(hr2);
      expect(withTask.headers['x-cache']).toBeUndefined();
      expect(withTask.json().unread_count).toBe(2);

      // and mark-all-read too
      expect((await t.app.inject({ method: 'POST', url: api('/notifications/read-all'), headers: hr2.headers })).statusCode).toBe(200);
      expect((await bell(hr2)).json().unread_count).toBe(0);
    } finally {
      await t.close();
    }
  });
});

describe('identical reads that arrive together', () => {
  it('run the query once: the others wait for that answer', async () => {
    const t = await createTestApp('sqlite');
    try {
      const admin = await signIn(t, 'Admin');
      const answers = await Promise.all(Array.from({ length: 20 }, () => t.app.inject({ url: api('/stats/overview'), headers: admin.headers })));
      expect(answers.every((a) => a.statusCode === 200 && a.body === answers[0]!.body)).toBe(true);
      const computed = answers.filter((a) => a.headers['x-cache'] === undefined);
      expect(computed).toHaveLength(1);
      expect(answers.filter((a) => a.headers['x-cache'] === 'coalesced').length).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });

  it('an answer computed while a write lands is shared with nobody later: the next read runs the query', async () => {
    const t = await createTestApp('sqlite');
    try {
      const bdm = await signIn(t, 'Bdm');
      const clientId = (await insertClient(t)).id;
      // the write lands exactly while the read's query runs (inside the repository call)
      const realList = jobsRepository.list.bind(jobsRepository);
      const spy = vi.spyOn(jobsRepository, 'list').mockImplementationOnce(async (...args) => {
        const rows = await realList(...args);
        await createJob(t, bdm.headers, clientId);
        return rows;
      });
      const during = await t.app.inject({ url: api('/recruitments?per_page=100') });
      expect(during.statusCode).toBe(200);
      spy.mockRestore();
      const after = await t.app.inject({ url: api('/recruitments?per_page=100') });
      expect(after.headers['x-cache']).toBeUndefined(); // not a kept pre-write answer
      expect(after.json().meta.total).toBe(during.json().meta.total + 1);
    } finally {
      await t.close();
    }
  });
});

describe('RESPONSE_CACHE=false', () => {
  it('answers every read from the database (to measure the queries themselves)', async () => {
    const t = await createTestApp('sqlite', { env: { RESPONSE_CACHE: 'false' } });
    try {
      await t.app.inject({ url: api('/recruitments') });
      expect((await t.app.inject({ url: api('/recruitments') })).headers['x-cache']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});

describe('answers from memory', () => {
  it('still count toward the search limit, and a URL that fails validation is never answered from memory', async () => {
    const t = await createTestApp('sqlite', { seed: true, env: { SEARCH_LIMIT_PER_MINUTE: '5' } });
    try {
      const answers = [];
      for (let i = 0; i < 7; i++) answers.push(await t.app.inject({ url: api('/candidates/search?name=ana') }));
      const codes = answers.map((a) => a.statusCode);
      expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(answers[1]!.headers['x-cache']).toBe('hit');
      expect(codes.slice(5)).toEqual([429, 429]);
      // the minute's limit says when its minute ends (api.md: 429 with Retry-After)
      const retryAfter = Number(answers[5]!.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);

      const bad = api('/recruitments?page=0');
      expect((await t.app.inject({ url: bad })).statusCode).toBe(422);
      expect((await t.app.inject({ url: bad })).statusCode).toBe(422);
    } finally {
      await t.close();
    }
  });
});

describe('the search limit, declared on the cached read', () => {
  it('counts every answer once, a HEAD included, and holds with the cache off', async () => {
    for (const cache of ['true', 'false']) {
      const t = await createTestApp('sqlite', { seed: true, env: { SEARCH_LIMIT_PER_MINUTE: '3', RESPONSE_CACHE: cache } });
      try {
        const url = api('/candidates/search?name=ana');
        const codes = [];
        for (const method of ['GET', 'HEAD', 'GET', 'GET'] as const) codes.push((await t.app.inject({ method, url })).statusCode);
        expect(codes, `RESPONSE_CACHE=${cache}`).toEqual([200, 200, 200, 429]);
      } finally {
        await t.close();
      }
    }
  });
});

describe('an expired entry', () => {
  it('is served to identical requests while the first one after expiry computes the new answer, and never after a write', async () => {
    let now = Date.now();
    const t = await createTestApp('sqlite', { clock: () => new Date(now) });
    try {
      const bdm = await signIn(t, 'Bdm');
      const clientId = (await insertClient(t)).id;
      await createJob(t, bdm.headers, clientId);
      const url = api('/recruitments?per_page=100');
      const filled = await t.app.inject({ url });
      now += 2000; // past its time to live, within its stale time
      // the first request after expiry recomputes; its query is held until the test releases it
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const realList = jobsRepository.list.bind(jobsRepository);
      const spy = vi.spyOn(jobsRepository, 'list').mockImplementationOnce(async (...args) => {
        await held;
        return realList(...args);
      });
      const computing = t.app.inject({ url });
      // the recomputing request has reached its held query
      await vi.waitFor(() => expect(spy).toHaveBeenCalled());
      const meanwhile = await t.app.inject({ url });
      expect(meanwhile.headers['x-cache']).toBe('stale');
      expect(meanwhile.body).toBe(filled.body);
      release();
      const computed = await computing;
      spy.mockRestore();
      expect(computed.headers['x-cache']).toBeUndefined();
      expect((await t.app.inject({ url })).headers['x-cache']).toBe('hit');

      // after a write nothing old is served, expired or not
      now += 2000;
      await createJob(t, bdm.headers, clientId);
      const afterWrite = await t.app.inject({ url });
      expect(afterWrite.headers['x-cache']).toBeUndefined();
      expect(afterWrite.json().meta.total).toBe(filled.json().meta.total + 1);
    } finally {
      await t.close();
    }
  });
});

describe('a cache in bounded memory (issue 14)', () => {
  it('keys a read on the parameters the route reads: ?x=1 and ?x=2 are one entry', async () => {
    const t = await createTestApp('sqlite');
    try {
      await t.app.inject({ url: api('/recruitments?per_page=100&x=1') });
      const other = await t.app.inject({ url: api('/recruitments?x=2&per_page=100') });
      expect(other.headers['x-cache']).toBe('hit');
      expect(t.app.cachedReadsSize().entries).toBe(1);
      // a parameter the route reads still makes its own entry
      expect((await t.app.inject({ url: api('/recruitments?per_page=99&x=1') })).headers['x-cache']).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('never holds more than RESPONSE_CACHE_MAX_MB, dropping the least recently used', async () => {
    const t = await createTestApp('sqlite', { env: { RESPONSE_CACHE_MAX_MB: '1' } });
    try {
      const bdm = await signIn(t, 'Bdm');
      const clientId = (await insertClient(t)).id;
      for (let i = 0; i < 20; i++) await createJob(t, bdm.headers, clientId, { job_title: `Engineer ${i}`, job_description: 'd '.repeat(2400) });
      // 'engineer' in 40 spellings: 40 valid, different reads of about 100 KB each
      const spellings = Array.from(
        { length: 40 },
        (_, i) => [...'engineer'].map((c, j) => ((i >> j) & 1 ? c.toUpperCase() : c)).join('') + (i >= 32 ? ' ' : ''),
      );
      for (const q of spellings) {
        const res = await t.app.inject({ url: api(`/recruitments?per_page=100&q=${encodeURIComponent(q)}`) });
        expect(res.json().data).toHaveLength(20);
        expect(t.app.cachedReadsSize().bytes).toBeLessThanOrEqual(1024 * 1024);
      }
      const { entries } = t.app.cachedReadsSize();
      expect(entries).toBeGreaterThan(0);
      expect(entries).toBeLessThan(spellings.length);
      const cached = async (q: string) =>
        (await t.app.inject({ url: api(`/recruitments?per_page=100&q=${encodeURIComponent(q)}`) })).headers['x-cache'];
      // the newest stayed, the oldest went
      expect(await cached(spellings.at(-1)!)).toBe('hit');
      // a read served from memory becomes the most recently used: the next new answer pushes out
      // the one after it instead
      const oldestKept = spellings.length - entries;
      expect(await cached(spellings[oldestKept]!)).toBe('hit');
      expect(await cached(spellings[0]!)).toBeUndefined();
      expect(await cached(spellings[oldestKept]!)).toBe('hit');
      expect(await cached(spellings[oldestKept + 1]!)).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('drops expired entries instead of keeping them', async () => {
    let now = Date.parse('2026-11-24T10:00:00Z');
    const t = await createTestApp('sqlite', { clock: () => new Date(now) });
    try {
      for (let i = 1; i <= 5; i++) await t.app.inject({ url: api(`/recruitments?page=${i}`) });
      expect(t.app.cachedReadsSize().entries).toBe(5);
      now += 60_000; // long past expiry and the stale grace
      await t.app.inject({ url: api('/recruitments?page=6') });
      expect(t.app.cachedReadsSize().entries).toBe(1);
    } finally {
      await t.close();
    }
  });
});

describe('public reads that miss the cache (each runs a query)', () => {
  for (const cache of ['true', 'false']) {
    it(`are limited per address, hits are not counted (RESPONSE_CACHE=${cache})`, async () => {
      let now = Date.parse('2026-11-24T10:00:00Z');
      const t = await createTestApp('sqlite', { clock: () => new Date(now), env: { RESPONSE_CACHE: cache, PUBLIC_READ_LIMIT_PER_MINUTE: '3' } });
      try {
        const read = (url: string, ip = '203.0.113.7') => t.app.inject({ url: api(url), remoteAddress: ip });
        for (let page = 1; page <= 3; page++) expect((await read(`/recruitments?page=${page}`)).statusCode).toBe(200);
        if (cache === 'true') expect((await read('/recruitments?page=1')).headers['x-cache']).toBe('hit');
        const refused = await read('/recruitments?page=4');
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({ success: false, status: false, message: 'Too many requests. Please try again later.' });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        // another address, and staff, are not affected
        expect((await read('/recruitments?page=4', '198.51.100.1')).statusCode).toBe(200);
        const bdm = await signIn(t, 'Bdm');
        expect((await t.app.inject({ url: api('/recruitments?page=5'), headers: bdm.headers, remoteAddress: '203.0.113.7' })).statusCode).toBe(200);
        // the window ends
        now += 61_000;
        expect((await read('/recruitments?page=4')).statusCode).toBe(200);
      } finally {
        await t.close();
      }
    });
  }
});
