import { PRIVACY_NOTICE_VERSION } from '@talentra/contract';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '../src/files/sample-documents.js';
import { startServer, type ServerProcess } from '../bench/server-process.js';
import { freshPostgresSchema, multipart, postgresAvailable } from './helpers.js';

const pgOk = await postgresAvailable();

/** Two server processes on one PostgreSQL and one shared upload directory (the scale-out path). */
describe.skipIf(!pgOk)('two servers, one PostgreSQL', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let dirs: string[] = [];
  let schema: Awaited<ReturnType<typeof freshPostgresSchema>> | undefined;
  beforeAll(async () => {
    schema = await freshPostgresSchema();
    const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'talentra-shared-uploads-'));
    dirs = [uploads, fs.mkdtempSync(path.join(os.tmpdir(), 'talentra-a-')), fs.mkdtempSync(path.join(os.tmpdir(), 'talentra-b-'))];
    const env = {
      DATABASE_URL: schema.url,
      UPLOAD_DIR: uploads,
      NODE_ENV: 'test',
      PUBLIC_WRITE_LIMIT_PER_HOUR: '1000000',
      LOGIN_LIMIT_PER_MINUTE: '100000',
    };
    a = await startServer({ ...env, DATA_DIR: dirs[1]!, DEMO_SEED: 'true' }, { fromSource: true });
    b = await startServer({ ...env, DATA_DIR: dirs[2]!, DEMO_SEED: 'true' }, { fromSource: true });
  }, 60_000);
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await schema?.drop();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  const call = async (server: ServerProcess, p: string, init: RequestInit = {}) => {
    const res = await fetch(`${server.url}/backend/api/v1${p}`, init);
    return { status: res.status, body: (await res.json()) as { data: never; message: string } & Record<string, never> };
  };
  const json = (body: object, token?: string): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const login = async (server: ServerProcess, username: string, password: string) =>
    ((await call(server, '/login', json({ username, password }))).body.data as { token: string }).token;

  it('a session made on one server works on the other, and logout on one ends it on both', async () => {
    const token = await login(a, 'hr@example.com', 'hr-demo-2026');
    const me = await call(b, '/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    await call(b, '/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect((await call(a, '/me', { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  it('a session a server has just read ends there at once when the other server revokes it or changes its role', async () => {
    const token = await login(a, 'hr@example.com', 'hr-demo-2026');
    const asUser = { headers: { authorization: `Bearer ${token}` } };
    // A reads the session and keeps it for a moment (auth/sessions.service.ts)
    expect((await call(a, '/me', asUser)).status).toBe(200);
    expect((await call(a, '/outbox', asUser)).status).toBe(403);
    // B changes the user's role: A is told (LISTEN/NOTIFY) before B answers
    const admin = await login(b, 'admin@example.com', 'admin-demo-2026');
    const hrId = ((await call(a, '/me', asUser)).body.data as { id: number }).id;
    const patched = await fetch(`${b.url}/backend/api/v1/users/${hrId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ user_role: 'Admin' }),
    });
    expect(patched.status).toBe(200);
    expect((await call(a, '/outbox', asUser)).status).toBe(200);
    // B logs the session out: A refuses it at the next request, not when its copy expires
    expect((await call(b, '/logout', { method: 'POST', ...asUser })).status).toBe(200);
    expect((await call(a, '/me', asUser)).status).toBe(401);
    await fetch(`${b.url}/backend/api/v1/users/${hrId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ user_role: 'Hrteam' }),
    });
  });

  it('an upload stored through one server is served by the other', async () => {
    const jobs = (await call(a, '/recruitments')).body.data as { job_id: number }[];
    const form = multipart(
      {
        job_id: jobs[0]!.job_id,
        candidate_name: 'Shared Upload',
        email: `shared${Date.now()}@mail.example`,
        mobile_number: '9876543210',
        current_location: 'Pune',
        privacy_consent: PRIVACY_NOTICE_VERSION,
      },
      { resume: { name: 'cv.pdf', bytes: samplePdf('shared'), type: 'application/pdf' } },
    );
    const created = await fetch(`${a.url}/backend/api/v1/candidates`, { method: 'POST', headers: form.headers, body: form.payload });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { data: { id: number } }).data.id;
    const token = await login(b, 'hr@example.com', 'hr-demo-2026');
    const resume = await fetch(`${b.url}/backend/api/v1/candidates/${id}/resume`, { headers: { authorization: `Bearer ${token}` } });
    expect(resume.status).toBe(200);
    expect(
      Buffer.from(await resume.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('referral and position limits hold when requests alternate between the servers', async () => {
    const bdm = await login(a, 'bdm@example.com', 'bdm-demo-2026');
    const hr = await login(b, 'hr@example.com', 'hr-demo-2026');
    const client = ((await call(a, '/clientforms/dropdown', { headers: { authorization: `Bearer ${bdm}` } })).body.data as { id: number }[])[0]!;
    const job = (
      await call(
        a,
        '/recruitments',
        json(
          {
            client_id: client.id,
            job_title: 'Two-server role',
            min_experience: 1,
            max_experience: 3,
            type_of_industry: 'IT',
            notice_period: '1 month',
            budget: 1,
            package: 1,
            qualification: 'Any',
            skills_required: 'Any.',
            job_location: 'Pune',
            no_of_positions: 1,
            hiring_type: 'Full Time',
            work_mode: 'Remote',
            key_responsibilities: 'Work',
            job_description: 'Work',
          },
          bdm,
        ),
      )
    ).body.data as { job_id: number };
    const servers = [a, b];
    // one friend per job, sent 20 times alternating
    const candidates = (await call(a, `/candidates?per_page=5`, { headers: { authorization: `Bearer ${hr}` } })).body.data as { id: number }[];
    const referrals = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(
          servers[i % 2]!,
          '/refer-a-friend',
          json({
            candidate_id: candidates[i % candidates.length]!.id,
            job_id: job.job_id,
            friend_name: 'Twice',
            friend_contact: '9123400000',
            privacy_consent: PRIVACY_NOTICE_VERSION,
          }),
        ),
      ),
    );
    expect(referrals.filter((r) => r.status === 201)).toHaveLength(1);
    // the last position: ten candidates with an offer pending, offers sent alternately
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) {
      const form = multipart(
        {
          job_id: job.job_id,
          candidate_name: `Offer ${i}`,
          email: `offer${i}.${Date.now()}@mail.example`,
          mobile_number: '9876543210',
          current_location: 'Pune',
          privacy_consent: PRIVACY_NOTICE_VERSION,
        },
        { resume: { name: 'cv.pdf', bytes: samplePdf('cv'), type: 'application/pdf' } },
      );
      const r = await fetch(`${servers[i % 2]!.url}/backend/api/v1/candidates`, { method: 'POST', headers: form.headers, body: form.payload });
      const id = ((await r.json()) as { data: { id: number } }).data.id;
      ids.push(id);
      await call(servers[i % 2]!, '/process-tracker', json({ candidate_id: id }, hr));
      for (const stage of ['screening', 'hr_interview', 'client_cv_review', 'client_interview']) {
        await call(servers[(i + 1) % 2]!, `/process-tracker/${id}/with-job-check`, { ...json({ [stage]: 'completed' }, hr), method: 'PUT' });
      }
    }
    const offers = await Promise.all(
      ids.map((id, i) =>
        call(servers[i % 2]!, `/process-tracker/${id}/with-job-check`, { ...json({ offer_letter: 'completed' }, hr), method: 'PUT' }),
      ),
    );
    expect(offers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(offers.filter((r) => r.status === 409)).toHaveLength(9);
    const closures = (await call(b, '/close?per_page=100', { headers: { authorization: `Bearer ${hr}` } })).body.data as { job_id: number }[];
    expect(closures.filter((c) => c.job_id === job.job_id)).toHaveLength(1);
  }, 60_000);
});
