import { PRIVACY_NOTICE_VERSION } from '@talentra/contract';
import { sampleGstin, samplePdf } from '../src/files/sample-documents.js';
import { api, createTestApp, multipart, signIn, type Engine, type TestApp, type TestAppOptions } from './helpers.js';
import { recountAll } from '../src/db/recount.js';

let n = 0;
const unique = () => `${Date.now().toString(36)}${(n++).toString(36)}`;

/** A client row inserted directly (the clients API has its own tests); the counters are counted afresh. */
export async function insertClient(t: TestApp, name = `Acme ${unique()}`) {
  const at = new Date().toISOString();
  const row = await t.app.ctx.db
    .insertInto('clients')
    .values({
      company_name: name,
      website: 'https://acme.example',
      email: 'hr@acme.example',
      phone: '9876543210',
      location: 'Pune',
      gst_number: sampleGstin(n++ + 5000),
      contact_name: 'Asha',
      designation: 'HR',
      contact_email: 'asha@acme.example',
      contact_phone: '9876543211',
      contact_name2: null,
      designation2: null,
      contact_email2: null,
      contact_mobile2: null,
      logo_file_id: null,
      sla_file_id: null,
      created_at: at,
      updated_at: at,
    })
    .returning(['id', 'company_name'])
    .executeTakeFirstOrThrow();
  await recountAll(t.app.ctx.db);
  return row;
}

/**
 * A suite's app on this engine with an Admin, an Hrteam and a Bdm signed in (in that order) and one
 * client (named `clientName`, or a unique Acme): `beforeAll(async () => ({ t, admin, hr, bdm, clientId } = await staffApp(engine)))`.
 */
export async function staffApp(engine: Engine, { clientName, ...options }: TestAppOptions & { clientName?: string } = {}) {
  const t = await createTestApp(engine, options);
  const [admin, hr, bdm] = [await signIn(t, 'Admin'), await signIn(t, 'Hrteam'), await signIn(t, 'Bdm')];
  const clientId = (await insertClient(t, clientName)).id;
  return { t, admin, hr, bdm, clientId };
}

export function jobPayload(clientId: number, overrides: Record<string, unknown> = {}) {
  return {
    client_id: clientId,
    job_title: `Backend Engineer ${unique()}`,
    min_experience: 2,
    max_experience: 5,
    type_of_industry: 'IT & Software Development',
    notice_period: '15 to 30 days',
    benefit: 'Cab,Food',
    budget: 1500000,
    package: 1200000,
    qualification: 'B.Tech',
    skills_required: 'Node.js. SQL.',
    job_location: 'Pune',
    no_of_positions: 2,
    working_days: 5,
    hiring_type: 'Full Time',
    work_mode: 'Hybrid',
    key_responsibilities: 'Build APIs',
    job_description: 'Line one\nLine two',
    ...overrides,
  };
}

export async function createJob(t: TestApp, headers: Record<string, string>, clientId: number, overrides: Record<string, unknown> = {}) {
  const res = await t.app.inject({ method: 'POST', url: api('/recruitments'), headers, payload: jobPayload(clientId, overrides) });
  if (res.statusCode !== 201) throw new Error(`job create failed ${res.statusCode}: ${res.body}`);
  return res.json().data as { job_id: number; no_of_positions: number; job_title: string };
}

export function applicationFields(jobId: number, overrides: Record<string, string | number | null | undefined> = {}) {
  return {
    job_id: jobId,
    candidate_name: 'Riya Sharma',
    email: `riya.${unique()}@mail.example`,
    mobile_number: '9876543210',
    current_location: 'Pune',
    // the public form's consent to the privacy notice (issue 18); staff callers may leave it out
    privacy_consent: PRIVACY_NOTICE_VERSION,
    ...overrides,
  };
}

export async function apply(
  t: TestApp,
  jobId: number,
  overrides: Record<string, string | number | null | undefined> = {},
  headers: Record<string, string> = {},
) {
  const body = multipart(applicationFields(jobId, overrides), { resume: { name: 'cv.pdf', bytes: samplePdf('CV'), type: 'application/pdf' } });
  return t.app.inject({ method: 'POST', url: api('/candidates'), payload: body.payload, headers: { ...body.headers, ...headers } });
}

export async function applyOk(t: TestApp, jobId: number, overrides: Record<string, string | number | null | undefined> = {}) {
  const res = await apply(t, jobId, overrides);
  if (res.statusCode !== 201) throw new Error(`apply failed ${res.statusCode}: ${res.body}`);
  return res.json().data as { id: number; email: string };
}

/** Select a candidate and complete stages through the API, as HR would. */
export async function advance(t: TestApp, headers: Record<string, string>, candidateId: number, stages: string[]) {
  const created = await t.app.inject({ method: 'POST', url: api('/process-tracker'), headers, payload: { candidate_id: candidateId } });
  if (created.statusCode !== 201 && created.statusCode !== 409) throw new Error(`tracker create failed: ${created.body}`);
  let last;
  for (const s of stages) {
    last = await t.app.inject({ method: 'PUT', url: api(`/process-tracker/${candidateId}/with-job-check`), headers, payload: { [s]: 'completed' } });
    if (last.statusCode !== 200) throw new Error(`stage ${s} failed ${last.statusCode}: ${last.body}`);
  }
  return last;
}

/** Reject a candidate through the tracker, as HR would (a tracker is made first if there is none). */
export async function reject(t: TestApp, headers: Record<string, string>, candidateId: number, reason = 'Not a fit') {
  await advance(t, headers, candidateId, []);
  const res = await t.app.inject({
    method: 'PUT',
    url: api(`/process-tracker/${candidateId}/with-job-check`),
    headers,
    payload: { rejected: 'rejected', reason },
  });
  if (res.statusCode !== 200) throw new Error(`rejection failed ${res.statusCode}: ${res.body}`);
  return res;
}

export const ALL_STAGES = ['screening', 'hr_interview', 'client_cv_review', 'client_interview', 'offer_letter'];
