import { expect, request, type APIRequestContext } from '@playwright/test';
import { DEMO_USERS, type DemoRole } from './staff.js';
import { PRIVACY_NOTICE_VERSION } from './privacy.js';

/**
 * Test data made through the real API, so each test owns what it changes (other specs share the
 * database). Staff calls carry the session as a Bearer token (api.md "Sessions and roles").
 */
export const API = '/backend/api/v1';

/** A 1×1 transparent PNG and a minimal PDF: real bytes, since the server checks the type from them. */
export const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
export const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
export const logoFile = (name = 'logo.png') => ({ name, mimeType: 'image/png', buffer: PNG_1X1 });
export const pdfFile = (name = 'document.pdf') => ({ name, mimeType: 'application/pdf', buffer: MINIMAL_PDF });

let counter = 0;
/** A token no other test (or run) uses, for names and e-mail addresses. */
export const uniqueId = () => `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** A name no other test (or run) uses. */
export const unique = (prefix: string) => `${prefix} ${uniqueId()}`;
/** A mobile number (10 digits, starting with 9). */
export const tenDigits = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

export async function anonymousApi(baseURL: string): Promise<APIRequestContext> {
  return request.newContext({ baseURL });
}

export async function staffApi(baseURL: string, role: DemoRole): Promise<APIRequestContext> {
  const login = await request.newContext({ baseURL });
  const res = await login.post(`${API}/login`, { data: { username: DEMO_USERS[role].email, password: DEMO_USERS[role].password } });
  expect(res.status(), await res.text()).toBe(200);
  const token = ((await res.json()) as { data: { token: string } }).data.token;
  await login.dispose();
  return request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
}

export interface CreatedClient {
  id: number;
  company_name: string;
}

/** A well-formed GSTIN no other client has (one client per GSTIN): random PAN letters and digits. */
export function uniqueGstin(): string {
  const letters = Array.from({ length: 5 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
  return `27${letters}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}F1Z5`;
}

export async function createClientViaApi(api: APIRequestContext, companyName = unique('Client')): Promise<CreatedClient> {
  const res = await api.post(`${API}/clientforms`, {
    multipart: {
      company_name: companyName,
      website: 'https://client.example',
      email: 'hr@client.example',
      phone: '9876543210',
      location: 'Pune',
      gst_number: uniqueGstin(),
      contact_name: 'Asha Rao',
      designation: 'HR Manager',
      contact_email: 'asha@client.example',
      contact_phone: '9876543211',
      company_logo: logoFile(),
      sla_document: pdfFile('sla.pdf'),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: CreatedClient }).data;
}

export interface CreatedJob {
  job_id: number;
  job_title: string;
  client_name: string;
  job_location: string;
  skills_required: string;
  no_of_positions: number;
}

/** The id of the first client in the dropdown (the demo seed has some). */
export async function firstClientId(api: APIRequestContext): Promise<number> {
  const res = await api.get(`${API}/clientforms/dropdown`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { id: number }[] }).data[0]!.id;
}

export async function createJobViaApi(api: APIRequestContext, clientId: number, overrides: Record<string, unknown> = {}): Promise<CreatedJob> {
  const res = await api.post(`${API}/recruitments`, {
    data: {
      client_id: clientId,
      job_title: unique('E2E Engineer'),
      min_experience: 2,
      max_experience: 5,
      type_of_industry: 'IT & Software Development',
      notice_period: '15 to 30 days',
      benefit: 'Cab,Food',
      budget: 1500000,
      package: 1200000,
      qualification: 'B.Tech',
      skills_required: 'TypeScript. SQL.',
      job_location: 'Pune',
      no_of_positions: 2,
      working_days: 5,
      hiring_type: 'Full Time',
      work_mode: 'Hybrid',
      key_responsibilities: 'Build and run services',
      job_description: 'A job made by an end-to-end test.',
      ...overrides,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: CreatedJob }).data;
}

/** Is the job on the public career list (anonymous GET /recruitments?q=...)? */
export async function publiclyListed(anonymous: APIRequestContext, title: string): Promise<boolean> {
  const res = await anonymous.get(`${API}/recruitments`, { params: { q: title } });
  expect(res.status()).toBe(200);
  const jobs = ((await res.json()) as { data: { job_title: string }[] }).data;
  return jobs.some((j) => j.job_title === title);
}

/**
 * Fill every position of a job: an anonymous application, then HR completes every stage up to the
 * offer letter. The server then closes the job automatically (api.md "Auto-close").
 */
export async function fillEveryPosition(baseURL: string, jobId: number, positions: number) {
  const anonymous = await anonymousApi(baseURL);
  const hr = await staffApi(baseURL, 'Hrteam');
  let autoClosed = false;
  for (let i = 0; i < positions; i++) {
    const applied = await anonymous.post(`${API}/candidates`, {
      multipart: {
        job_id: String(jobId),
        candidate_name: 'Riya Sharma',
        email: `${unique('riya').replace(/\s+/g, '.')}@mail.example`,
        mobile_number: '9876543210',
        current_location: 'Pune',
        privacy_consent: PRIVACY_NOTICE_VERSION,
        resume: pdfFile('cv.pdf'),
      },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    const candidateId = ((await applied.json()) as { data: { id: number } }).data.id;
    const tracker = await hr.post(`${API}/process-tracker`, { data: { candidate_id: candidateId } });
    expect(tracker.status(), await tracker.text()).toBe(201);
    for (const stage of ['screening', 'hr_interview', 'client_cv_review', 'client_interview', 'offer_letter']) {
      const step = await hr.put(`${API}/process-tracker/${candidateId}/with-job-check`, { data: { [stage]: 'completed' } });
      expect(step.status(), await step.text()).toBe(200);
      autoClosed = ((await step.json()) as { job_auto_closed?: boolean }).job_auto_closed === true || autoClosed;
    }
  }
  await anonymous.dispose();
  await hr.dispose();
  return autoClosed;
}

/** A label's text, exactly, with or without the required star the shared Field adds (" *"). */
export const labelText = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
