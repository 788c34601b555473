import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '@talentra/contract';
import { sampleGstin, samplePdf, samplePng, sampleSvgLogo } from '../src/files/sample-documents.js';
import { api, createTestApp, multipart, rowCounts, signIn, uploadedFileCount, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { clientsRepository } from '../src/modules/clients/clients.repository.js';

type Fields = Record<string, string | number | null | undefined>;
type Files = Parameters<typeof multipart>[1];

let n = 0;
const validFields = (overrides: Fields = {}): Fields => ({
  company_name: `Tata Elxsi ${n}`,
  gst_number: sampleGstin(n++, '29').toLowerCase(),
  website: 'https://tataelxsi.example',
  email: 'Contact@TataElxsi.example',
  phone: '98765 43210',
  location: 'Bengaluru, Karnataka',
  contact_name: 'Kavya Rao',
  designation: 'Head of Talent',
  contact_email: 'kavya@tataelxsi.example',
  contact_phone: '+91 98765-43211',
  ...overrides,
});
const logo = (bytes: Buffer = samplePng(), name = 'logo.png') => ({ name, bytes, type: 'image/png' });
const sla = (bytes: Buffer = samplePdf('SLA'), name = 'sla.pdf') => ({ name, bytes, type: 'application/pdf' });
const validFiles = (overrides: Files = {}): Files => ({ company_logo: logo(), sla_document: sla(), ...overrides });
/** An executable (PE header) that pretends to be a PDF. */
const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'), Buffer.alloc(300)]);

describeEachEngine('clients (/clientforms)', (engine) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signIn>>;
  let bdm: Awaited<ReturnType<typeof signIn>>;
  let hr: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    [admin, bdm, hr] = [await signIn(t, 'Admin'), await signIn(t, 'Bdm'), await signIn(t, 'Hrteam')];
  });
  afterAll(() => t.close());

  const post = (fields: Fields, files: Files, headers: Record<string, string> = bdm.headers, url = api('/clientforms')) => {
    const body = multipart(fields, files);
    return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...headers } });
  };
  const create = async (fields: Fields = validFields(), files: Files = validFiles()) => {
    const res = await post(fields, files);
    if (res.statusCode !== 201) throw new Error(`client create failed ${res.statusCode}: ${res.body}`);
    return res.json().data;
  };
  /** Asserts that a rejected request stored nothing: no rows, no files. */
  const refusedWithoutTrace = async (send: () => Promise<{ statusCode: number; json(): { errors?: Record<string, string[]> } }>, status: number) => {
    const [rowsBefore, filesBefore] = [await rowCounts(t), uploadedFileCount(t)];
    const res = await send();
    expect(res.statusCode).toBe(status);
    expect(await rowCounts(t)).toEqual(rowsBefore);
    expect(uploadedFileCount(t)).toBe(filesBefore);
    return res.json().errors ?? {};
  };

  describe('POST /clientforms', () => {
    it('creates a client with logo and SLA (Bdm): 201 with the client, its file URLs and the second-contact casing', async () => {
      const res = await post(
        validFields({
          company_name: 'Northwind Fintech',
          gst_number: '29abcde1234f1z5',
          contact_Name2: 'Rohit',
          Designation2: 'CTO',
          contact_Email2: 'Rohit@NW.example',
          contact_Mobile2: '9123456789',
        }),
        validFiles(),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ success: true, status: true, message: 'Form submitted successfully!' });
      const c = res.json().data;
      expect(c).toMatchObject({
        company_name: 'Northwind Fintech',
        email: 'contact@tataelxsi.example',
        phone: '9876543210',
        gst_number: '29ABCDE1234F1Z5',
        contact_phone: '919876543211',
        contact_Name2: 'Rohit',
        Designation2: 'CTO',
        contact_Email2: 'rohit@nw.example',
        contact_Mobile2: '9123456789',
        company_logo: `/backend/api/v1/clientforms/${c.id}/logo`,
        company_logo_name: 'logo.png',
        sla_document: `/backend/api/v1/clientforms/${c.id}/sla`,
        sla_document_name: 'sla.pdf',
      });
      expect(typeof c.id).toBe('number');
      expect(c).not.toHaveProperty('contact_name2');
      expect(c).not.toHaveProperty('logo_file_id');
      const fetched = await t.app.inject({ url: api(`/clientforms/${c.id}`), headers: hr.headers });
      expect(fetched.statusCode).toBe(200);
      expect(fetched.json().data).toEqual(c);
    });

    it('accepts an SVG logo and stores the optional second contact as null when left blank', async () => {
      const c = await create(
        validFields({ contact_Name2: '', contact_Email2: '  ' }),
        validFiles({ company_logo: { name: 'logo.svg', bytes: sampleSvgLogo('NW', 10), type: 'image/svg+xml' } }),
      );
      expect(c).toMatchObject({
        company_logo_name: 'logo.svg',
        contact_Name2: null,
        contact_Email2: null,
        Designation2: null,
        contact_Mobile2: null,
      });
    });

    it('accepts an SVG logo with an XML declaration, comments and a DOCTYPE (as Inkscape and Illustrator write them); refuses other XML and an entity subset', async () => {
      const body = sampleSvgLogo('IL', 10)
        .toString('utf8')
        .replace(/^<\?xml[^>]*\?>\s*/, '');
      const illustrator = Buffer.from(
        `\uFEFF<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<!-- Generator: Adobe Illustrator 28.0.0, SVG Export Plug-In -->\n` +
          `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n${body}`,
      );
      const inkscape = Buffer.from(
        `<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<!-- Created with Inkscape (http://www.inkscape.org/) -->\n\n${body}`,
      );
      for (const [name, bytes] of [
        ['illustrator.svg', illustrator],
        ['inkscape.svg', inkscape],
      ] as const) {
        const c = await create(validFields(), validFiles({ company_logo: { name, bytes, type: 'image/svg+xml' } }));
        expect(c.company_logo_name).toBe(name);
      }
      for (const bytes of [
        Buffer.from('<?xml version="1.0"?>\n<note><to>Tove</to></note>'),
        Buffer.from(`<?xml version="1.0"?>\n<!DOCTYPE svg [ <!ENTITY lol "lol"> ]>\n${body}`),
      ]) {
        await refusedWithoutTrace(() => post(validFields(), validFiles({ company_logo: { name: 'x.svg', bytes, type: 'image/svg+xml' } })), 415);
      }
    });

    it('a second client with the same GSTIN, or the same name in another case or spacing, is a 409 saying which, on its field; storing nothing', async () => {
      const first = await create(validFields({ company_name: 'Quill  Ventures', gst_number: '07QUILL1234F1Z5' }));
      expect(first.company_name).toBe('Quill Ventures');
      const gst = await post(validFields({ gst_number: '07quill1234f1z5' }), validFiles());
      expect(gst.statusCode, gst.body).toBe(409);
      expect(gst.json().message).toBe(MSG.clientGstTaken);
      // on the field too, so the form shows it there
      expect(gst.json().errors).toEqual({ gst_number: [MSG.clientGstTaken] });
      for (const name of ['quill ventures', ' QUILL\tVENTURES ', 'QuillVentures']) {
        const errors = await refusedWithoutTrace(() => post(validFields({ company_name: name }), validFiles()), 409);
        expect(errors).toEqual({ company_name: [MSG.clientNameTaken] });
      }
      const again = await post(validFields({ company_name: 'quill ventures' }), validFiles());
      expect(again.json().message).toBe(MSG.clientNameTaken);
      // editing another client into the same name or GSTIN is refused too
      const other = await create(validFields());
      const rename = await t.app.inject({
        method: 'PUT',
        url: api(`/clientforms/${other.id}`),
        headers: bdm.headers,
        payload: { company_name: 'QUILL VENTURES' },
      });
      expect(rename.statusCode).toBe(409);
      expect(rename.json().message).toBe(MSG.clientNameTaken);
      expect(rename.json().errors).toEqual({ company_name: [MSG.clientNameTaken] });
      // the same client keeps its own name and GSTIN on an edit
      const self = await t.app.inject({
        method: 'PUT',
        url: api(`/clientforms/${first.id}`),
        headers: bdm.headers,
        payload: { company_name: 'Quill Ventures', gst_number: '07QUILL1234F1Z5' },
      });
      expect(self.statusCode, self.body).toBe(200);
    });

    it('two requests creating the same client at once: one 201, one 409', async () => {
      const fields = validFields({ company_name: 'Twin Peaks Analytics' });
      const answers = await Promise.all([post(fields, validFiles()), post({ ...fields, company_name: 'twin peaks analytics' }, validFiles())]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    });

    it('lists every missing field with the spec messages (and both files) in one 422, storing nothing', async () => {
      const errors = await refusedWithoutTrace(() => post({}, {}), 422);
      for (const f of ['company_name', 'email', 'phone', 'location', 'gst_number', 'contact_name', 'designation', 'contact_email', 'contact_phone']) {
        expect(errors[f], f).toEqual(['This field is required']);
      }
      expect(errors.website).toEqual(['Website is required']);
      expect(errors.company_logo).toEqual([MSG.logoRequired]);
      expect(errors.sla_document).toEqual([MSG.slaRequired]);
      expect(errors).not.toHaveProperty('contact_Name2');
    });

    it('refuses a bad GSTIN', async () => {
      const errors = await refusedWithoutTrace(() => post(validFields({ gst_number: '27ABCDE1234F1X5' }), validFiles()), 422);
      expect(errors.gst_number).toEqual([MSG.gstInvalid]);
    });

    it('refuses a website that is not an http(s) URL and adds https:// to a bare www. address', async () => {
      for (const website of ['not a url', 'ftp://files.example.com', 'javascript:alert(1)']) {
        const errors = await refusedWithoutTrace(() => post(validFields({ website }), validFiles()), 422);
        expect(errors.website, website).toEqual(['Please enter a valid website URL']);
      }
      const c = await create(validFields({ website: 'www.example.com' }));
      expect(c.website).toBe('https://www.example.com');
    });

    it('refuses a bad e-mail and a 9-digit phone with the spec messages', async () => {
      const errors = await refusedWithoutTrace(
        () => post(validFields({ email: 'someone@', contact_email: 'x@y', phone: '987654321', contact_phone: '12345' }), validFiles()),
        422,
      );
      expect(errors.email).toEqual(['Please enter a valid email']);
      expect(errors.contact_email).toEqual(['Please enter a valid email']);
      expect(errors.phone).toEqual(['Phone must be at least 10 digits']);
      expect(errors.contact_phone).toEqual(['Phone must be at least 10 digits']);
    });

    it('requires the logo and the SLA', async () => {
      const noLogo = await refusedWithoutTrace(() => post(validFields(), { sla_document: sla() }), 422);
      expect(noLogo).toEqual({ company_logo: [MSG.logoRequired] });
      const noSla = await refusedWithoutTrace(() => post(validFields(), { company_logo: logo() }), 422);
      expect(noSla).toEqual({ sla_document: [MSG.slaRequired] });
      // a file field holding the text "null" means no file
      const nullText = await refusedWithoutTrace(() => post(validFields({ company_logo: 'null' }), { sla_document: sla() }), 422);
      expect(nullText).toEqual({ company_logo: [MSG.logoRequired] });
    });

    it('checks the real type from the bytes: a PDF logo, a PNG SLA and an executable renamed .pdf are refused (415)', async () => {
      const pdfLogo = await refusedWithoutTrace(
        () => post(validFields(), validFiles({ company_logo: { name: 'logo.png', bytes: samplePdf('x'), type: 'image/png' } })),
        415,
      );
      expect(pdfLogo.company_logo).toBeDefined();
      const pngSla = await refusedWithoutTrace(
        () => post(validFields(), validFiles({ sla_document: { name: 'sla.pdf', bytes: samplePng(), type: 'application/pdf' } })),
        415,
      );
      expect(pngSla.sla_document).toBeDefined();
      const exeSla = await refusedWithoutTrace(() => post(validFields(), validFiles({ sla_document: sla(exe, 'contract.pdf') })), 415);
      expect(exeSla.sla_document).toBeDefined();
    });

    it('refuses a file one byte over 2 MB (413) before storing anything', async () => {
      const big = Buffer.concat([samplePdf('big'), Buffer.alloc(2_097_153 - samplePdf('big').length, 0x20)]);
      expect(big.length).toBe(2_097_153);
      const errors = await refusedWithoutTrace(() => post(validFields(), validFiles({ sla_document: sla(big) })), 413);
      expect(errors.sla_document).toBeDefined();
    });

    it('removes the written files again when the database write fails', async () => {
      const spy = vi.spyOn(clientsRepository, 'insert').mockRejectedValueOnce(new Error('connection lost'));
      try {
        await refusedWithoutTrace(() => post(validFields(), validFiles()), 500);
      } finally {
        spy.mockRestore();
      }
    });

    it('is for Admin and Bdm only: Hrteam 403, anonymous 401, nothing stored', async () => {
      await refusedWithoutTrace(() => post(validFields(), validFiles(), hr.headers), 403);
      await refusedWithoutTrace(() => post(validFields(), validFiles(), {}), 401);
      const byAdmin = await post(validFields(), validFiles(), admin.headers);
      expect(byAdmin.statusCode).toBe(201);
    });
  });

  describe('PUT /clientforms/:id', () => {
    it('changes only the fields sent and keeps the old logo and SLA (POST ?_method=PUT, multipart)', async () => {
      const before = await create(validFields({ company_name: 'Sahyadri Motors', location: 'Pune' }));
      const res = await post({ location: 'Pune, Maharashtra', company_logo: 'null' }, {}, bdm.headers, api(`/clientforms/${before.id}?_method=PUT`));
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Client updated successfully!');
      const after = res.json().data;
      expect(after).toEqual({ ...before, location: 'Pune, Maharashtra', updated_at: after.updated_at });
      const download = await t.app.inject({ url: api(`/clientforms/${before.id}/logo`), headers: bdm.headers });
      expect(download.rawPayload.equals(samplePng())).toBe(true);
    });

    it('replaces only the file sent (PUT, multipart) and accepts a JSON update', async () => {
      const before = await create();
      const newSla = samplePdf('SLA version 2');
      const body = multipart({}, { sla_document: sla(newSla, 'sla-v2.pdf') });
      const res = await t.app.inject({
        method: 'PUT',
        url: api(`/clientforms/${before.id}`),
        payload: body.payload,
        headers: { ...body.headers, ...admin.headers },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ sla_document_name: 'sla-v2.pdf', company_logo_name: 'logo.png', company_name: before.company_name });
      const slaDownload = await t.app.inject({ url: api(`/clientforms/${before.id}/sla`), headers: admin.headers });
      expect(slaDownload.rawPayload.equals(newSla)).toBe(true);

      const json = await t.app.inject({
        method: 'PUT',
        url: api(`/clientforms/${before.id}`),
        headers: bdm.headers,
        payload: { contact_Name2: 'Second Person', website: 'www.sahyadri.example' },
      });
      expect(json.statusCode).toBe(200);
      expect(json.json().data).toMatchObject({
        contact_Name2: 'Second Person',
        website: 'https://www.sahyadri.example',
        company_name: before.company_name,
        sla_document_name: 'sla-v2.pdf',
      });
    });

    it('refuses bad values and bad files on update, changing nothing', async () => {
      const before = await create();
      const url = api(`/clientforms/${before.id}`);
      const bad = await refusedWithoutTrace(
        () => t.app.inject({ method: 'PUT', url, headers: bdm.headers, payload: { email: 'nope', company_name: '' } }),
        422,
      );
      expect(bad.email).toEqual(['Please enter a valid email']);
      expect(bad.company_name).toEqual(['This field is required']);
      await refusedWithoutTrace(
        () => post({ company_name: 'Renamed' }, { company_logo: { name: 'logo.png', bytes: exe } }, bdm.headers, `${url}?_method=PUT`),
        415,
      );
      expect((await t.app.inject({ url, headers: bdm.headers })).json().data).toEqual(before);
    });

    it('removes a replacement file again when the update fails, keeping the old one', async () => {
      const before = await create();
      const spy = vi.spyOn(clientsRepository, 'update').mockRejectedValueOnce(new Error('connection lost'));
      try {
        await refusedWithoutTrace(
          () => post({}, { company_logo: logo(sampleSvgLogo('NE', 5), 'new.svg') }, bdm.headers, api(`/clientforms/${before.id}?_method=PUT`)),
          500,
        );
      } finally {
        spy.mockRestore();
      }
      expect((await t.app.inject({ url: api(`/clientforms/${before.id}`), headers: bdm.headers })).json().data).toEqual(before);
    });

    it('answers 404 for an unknown client and for POST without _method=PUT, storing nothing', async () => {
      await refusedWithoutTrace(
        () => post({ company_name: 'Ghost' }, { company_logo: logo() }, bdm.headers, api('/clientforms/999999?_method=PUT')),
        404,
      );
      const c = await create();
      await refusedWithoutTrace(() => post({ company_name: 'Ghost' }, {}, bdm.headers, api(`/clientforms/${c.id}`)), 404);
      await refusedWithoutTrace(
        () => t.app.inject({ method: 'PUT', url: api(`/clientforms/${c.id}`), headers: hr.headers, payload: { company_name: 'X' } }),
        403,
      );
    });
  });

  describe('reading clients', () => {
    it('lists newest first with meta, and filters q over company name, e-mail, location and contact name', async () => {
      const a = await create(
        validFields({ company_name: 'Zephyr Quartz Labs', location: 'Kochi', contact_name: 'Meera Qureshi', email: 'hello@zephyr.example' }),
      );
      const b = await create(validFields({ company_name: 'Coastline Logistics', location: 'Quilon' }));
      const list = await t.app.inject({ url: api('/clientforms?per_page=2'), headers: hr.headers });
      expect(list.statusCode).toBe(200);
      expect(list.json().data.map((c: { id: number }) => c.id)).toEqual([b.id, a.id]);
      expect(list.json().meta).toMatchObject({ page: 1, per_page: 2 });
      expect(list.json().meta.total).toBeGreaterThan(2);
      const ids = async (q: string) =>
        (await t.app.inject({ url: api(`/clientforms?q=${encodeURIComponent(q)}`), headers: admin.headers }))
          .json()
          .data.map((c: { id: number }) => c.id);
      expect(await ids('zephyr quartz')).toEqual([a.id]);
      expect(await ids('HELLO@ZEPHYR')).toEqual([a.id]);
      expect(await ids('quilon')).toEqual([b.id]);
      expect(await ids('meera qur')).toEqual([a.id]);
      expect(await ids('%')).toEqual([]);
    });

    it('counts clients, with count both in data and at the top level', async () => {
      const before = (await t.app.inject({ url: api('/clientforms/count'), headers: hr.headers })).json();
      await create();
      const res = await t.app.inject({ url: api('/clientforms/count'), headers: hr.headers });
      expect(res.json()).toMatchObject({ success: true, count: before.count + 1, data: { count: before.count + 1 } });
      expect(res.json().count).toBe(Number((await rowCounts(t)).clients));
    });

    it('gives Admin and Bdm a dropdown of every client sorted by name; Hrteam 403', async () => {
      await create(validFields({ company_name: 'aardvark analytics' }));
      const res = await t.app.inject({ url: api('/clientforms/dropdown'), headers: bdm.headers });
      expect(res.statusCode).toBe(200);
      const items = res.json().data as { id: number; company_name: string }[];
      expect(Object.keys(items[0]!).sort()).toEqual(['company_name', 'id']);
      expect(items[0]!.company_name).toBe('aardvark analytics');
      const names = items.map((i) => i.company_name.toLowerCase());
      expect(names).toEqual([...names].sort());
      expect(items).toHaveLength((await rowCounts(t)).clients!);
      expect((await t.app.inject({ url: api('/clientforms/dropdown'), headers: hr.headers })).statusCode).toBe(403);
    });

    it('answers 404 for an unknown client and 401 to anonymous callers', async () => {
      expect((await t.app.inject({ url: api('/clientforms/999999'), headers: hr.headers })).statusCode).toBe(404);
      expect((await t.app.inject({ url: api('/clientforms/abc'), headers: hr.headers })).statusCode).toBe(404);
      expect((await t.app.inject({ url: api('/clientforms') })).statusCode).toBe(401);
    });
  });

  describe('logo and SLA downloads', () => {
    it('streams them to staff as attachments with nosniff and a sandboxing CSP; 401 anonymous', async () => {
      const svg = sampleSvgLogo('AB', 100);
      const c = await create(validFields(), validFiles({ company_logo: { name: 'brand "mark".svg', bytes: svg, type: 'image/svg+xml' } }));
      for (const [path, bytes, type] of [
        ['logo', svg, 'image/svg+xml'],
        ['sla', samplePdf('SLA'), 'application/pdf'],
      ] as const) {
        const res = await t.app.inject({ url: api(`/clientforms/${c.id}/${path}`), headers: hr.headers });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe(type);
        expect(res.headers['content-disposition']).toMatch(/^attachment;/);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(String(res.headers['content-security-policy'])).toMatch(/sandbox/);
        expect(res.rawPayload.equals(bytes)).toBe(true);
        expect((await t.app.inject({ url: api(`/clientforms/${c.id}/${path}`) })).statusCode).toBe(401);
      }
      expect((await t.app.inject({ url: api('/clientforms/999999/logo'), headers: hr.headers })).statusCode).toBe(404);
    });
  });
});
