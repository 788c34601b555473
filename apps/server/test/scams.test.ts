import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { samplePdf, samplePng } from '../src/files/sample-documents.js';
import { api, createTestApp, multipart, rowCounts, signIn, uploadedFileCount, type Session, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { scamsRepository } from '../src/modules/scams/scams.repository.js';

const fields = (overrides: Record<string, string | undefined> = {}) => ({
  first_name: 'Neelam',
  last_name: 'Saxena',
  email: 'neelam.s@mail.example',
  phone_number: '9856789014',
  issue_description: 'Someone on WhatsApp asked me for a ₹5,000 registration fee in your name.',
  agree_privacy: 'true',
  agree_terms: 'true',
  ...overrides,
});
const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'), Buffer.alloc(300)]);

describeEachEngine('scam reports', (engine) => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await signIn(t, 'Admin');
  });
  afterAll(() => t.close());

  const report = (f: Record<string, string | undefined>, files: Parameters<typeof multipart>[1] = {}) => {
    const body = multipart(f, files);
    return t.app.inject({ method: 'POST', url: api('/report-scam'), payload: body.payload, headers: body.headers });
  };
  const refusedWithoutTrace = async (send: () => ReturnType<typeof report>, status: number) => {
    const [rows, files] = [await rowCounts(t), uploadedFileCount(t)];
    const res = await send();
    expect(res.statusCode).toBe(status);
    expect(await rowCounts(t)).toEqual(rows);
    expect(uploadedFileCount(t)).toBe(files);
    return res;
  };

  describe('POST /report-scam', () => {
    it('takes a report with a PDF proof from anyone (201) and lets only Admin download the proof', async () => {
      const proof = samplePdf('Fake offer letter');
      const res = await report(fields(), { proof_file: { name: 'fake-offer.pdf', bytes: proof, type: 'application/pdf' } });
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe('Report submitted successfully!');
      const r = res.json().data;
      expect(r).toMatchObject({
        first_name: 'Neelam',
        email: 'neelam.s@mail.example',
        proof_file: `/backend/api/v1/scams/${r.id}/proof`,
        proof_file_name: 'fake-offer.pdf',
      });
      expect(r).not.toHaveProperty('agree_privacy');
      expect(r).not.toHaveProperty('agree_terms');

      const download = await t.app.inject({ url: api(`/scams/${r.id}/proof`), headers: admin.headers });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(proof)).toBe(true);
      expect(download.headers['content-disposition']).toMatch(/^attachment;/);
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(String(download.headers['content-security-policy'])).toMatch(/sandbox/);
      expect((await t.app.inject({ url: api(`/scams/${r.id}/proof`) })).statusCode).toBe(401);
      for (const role of ['Bdm', 'Hrteam'] as const) {
        expect((await t.app.inject({ url: api(`/scams/${r.id}/proof`), headers: (await signIn(t, role)).headers })).statusCode).toBe(403);
      }
    });

    it('takes a report without proof, as multipart or JSON; the proof is then null and its download 404', async () => {
      const res = await report(fields({ first_name: 'Prakash' }), {});
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ proof_file: null, proof_file_name: null });
      expect((await t.app.inject({ url: api(`/scams/${res.json().data.id}/proof`), headers: admin.headers })).statusCode).toBe(404);
      const json = await t.app.inject({ method: 'POST', url: api('/report-scam'), payload: fields({ proof_file: 'null' }) });
      expect(json.statusCode).toBe(201);
      expect(json.json().data.proof_file).toBeNull();
    });

    it('accepts PNG proof', async () => {
      const res = await report(fields(), { proof_file: { name: 'screenshot.png', bytes: samplePng(), type: 'image/png' } });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.proof_file_name).toBe('screenshot.png');
    });

    it('refuses missing required fields and a bad e-mail (422), storing nothing', async () => {
      const missing = await refusedWithoutTrace(() => report({}, { proof_file: { name: 'p.pdf', bytes: samplePdf('p') } }), 422);
      for (const f of ['first_name', 'last_name', 'email', 'phone_number', 'issue_description'])
        expect(missing.json().errors[f], f).toEqual(['This field is required']);
      const bad = await refusedWithoutTrace(() => report(fields({ email: 'not-an-email' })), 422);
      expect(bad.json().errors).toEqual({ email: ['Please enter a valid email'] });
    });

    it('refuses a 3 MB proof (413) and an executable renamed .pdf (415), storing nothing', async () => {
      const big = Buffer.concat([samplePdf('big'), Buffer.alloc(3 * 1024 * 1024)]);
      const tooLarge = await refusedWithoutTrace(
        () => report(fields(), { proof_file: { name: 'big.pdf', bytes: big, type: 'application/pdf' } }),
        413,
      );
      expect(tooLarge.json().errors.proof_file).toBeDefined();
      const renamed = await refusedWithoutTrace(
        () => report(fields(), { proof_file: { name: 'proof.pdf', bytes: exe, type: 'application/pdf' } }),
        415,
      );
      expect(renamed.json().errors.proof_file).toBeDefined();
    });
  });

  it('removes the written proof again when the database write fails', async () => {
    const spy = vi.spyOn(scamsRepository, 'insert').mockRejectedValueOnce(new Error('connection lost'));
    try {
      await refusedWithoutTrace(() => report(fields(), { proof_file: { name: 'p.pdf', bytes: samplePdf('p'), type: 'application/pdf' } }), 500);
    } finally {
      spy.mockRestore();
    }
  });

  describe('GET /scams', () => {
    it('shows Admin the newest reports first, paginated', async () => {
      const newest = (await report(fields({ first_name: 'Latest' }))).json().data;
      const res = await t.app.inject({ url: api('/scams?per_page=2'), headers: admin.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().data[0]).toEqual(newest);
      expect(res.json().data).toHaveLength(2);
      expect(res.json().meta).toEqual({ page: 1, per_page: 2, total: (await rowCounts(t)).scam_reports });
    });

    it('is for Admin only', async () => {
      expect((await t.app.inject({ url: api('/scams'), headers: (await signIn(t, 'Bdm')).headers })).statusCode).toBe(403);
      expect((await t.app.inject({ url: api('/scams'), headers: (await signIn(t, 'Hrteam')).headers })).statusCode).toBe(403);
      expect((await t.app.inject({ url: api('/scams') })).statusCode).toBe(401);
    });
  });
});
