import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES, TeamListBodySchema, TeamMemberBodySchema } from '@talentra/contract';
import { samplePdf, samplePng } from '../src/files/sample-documents.js';
import { DEMO_TEAM } from '../src/seed/team.js';
import { api, createTestApp, multipart, signIn, uploadedFileCount, type Session, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';

const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'), Buffer.alloc(300)]);
const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);
const webp = Buffer.from('UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=', 'base64');
const fields = (overrides: Record<string, string | undefined> = {}) => ({
  name: 'Meera Pillai',
  title: 'Talent Partner',
  bio: 'Meera finds people for fintech teams.\n\nShe joined in 2024.',
  ...overrides,
});

describeEachEngine('team', (engine) => {
  let t: TestApp;
  let admin: Session;
  let bdm: Session;
  let hr: Session;
  beforeAll(async () => {
    t = await createTestApp(engine);
    [admin, bdm, hr] = [await signIn(t, 'Admin'), await signIn(t, 'Bdm'), await signIn(t, 'Hrteam')];
  });
  afterAll(() => t.close());

  const send = (
    method: 'POST' | 'PUT',
    url: string,
    f: Record<string, string | undefined>,
    files: Parameters<typeof multipart>[1] = {},
    headers: Record<string, string> = admin.headers,
  ) => {
    const body = multipart(f, files);
    return t.app.inject({ method, url: api(url), payload: body.payload, headers: { ...headers, ...body.headers } });
  };
  const add = (f = fields(), photo: { name: string; bytes: Buffer; type?: string } = { name: 'meera.png', bytes: samplePng(), type: 'image/png' }) =>
    send('POST', '/team', f, { photo });
  const list = async () => {
    const res = await t.app.inject({ url: api('/team') });
    expect(res.statusCode).toBe(200);
    return TeamListBodySchema.parse(res.json()).data;
  };
  const memberRows = async () =>
    Number(
      (
        await t.app.ctx.db
          .selectFrom('team_members')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('starts empty without the demo seed: production shows no team', async () => {
    expect(await list()).toEqual([]);
  });

  it('Admin adds members with photos; everyone reads them in display order with public fields only, and the photo', async () => {
    const first = await add();
    expect(first.statusCode).toBe(201);
    const member = TeamMemberBodySchema.parse(first.json()).data;
    expect(member).toMatchObject({ name: 'Meera Pillai', title: 'Talent Partner', bio: fields().bio });
    expect(member.photo_url).toMatch(/^\/backend\/api\/v1\/team\/photos\/\d+$/);
    const second = await add(fields({ name: 'Ravi Shankar' }), { name: 'ravi.webp', bytes: webp, type: 'image/webp' });
    expect(second.statusCode).toBe(201);

    const team = await list();
    expect(team.map((m) => m.name)).toEqual(['Meera Pillai', 'Ravi Shankar']);
    expect(Object.keys(team[0]!).sort()).toEqual(['bio', 'id', 'name', 'photo_url', 'title']);

    const photo = await t.app.inject({ url: team[0]!.photo_url! });
    expect(photo.statusCode).toBe(200);
    expect(photo.rawPayload.equals(samplePng())).toBe(true);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(photo.headers['cache-control']).toBe('public, max-age=86400');
    expect(photo.headers['content-disposition']).toBe('inline');
    expect((await t.app.inject({ url: team[1]!.photo_url! })).headers['content-type']).toBe('image/webp');
  });

  it('serves an SVG photo with the sandboxing CSP, so a script in it never runs', async () => {
    const res = await add(fields({ name: 'Svg Person' }), { name: 'p.svg', bytes: svg, type: 'image/svg+xml' });
    expect(res.statusCode).toBe(201);
    const photo = await t.app.inject({ url: res.json().data.photo_url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/svg+xml');
    expect(photo.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    await t.app.inject({ method: 'DELETE', url: api(`/team/${res.json().data.id}`), headers: admin.headers });
  });

  it('serves through the photo route only files that are a member’s photo (a resume id is not found)', async () => {
    const row = await t.app.ctx.db
      .insertInto('stored_files')
      .values({
        storage_key: await t.app.ctx.files.put(samplePdf('CV')),
        original_name: 'cv.pdf',
        mime: 'application/pdf',
        size: 1,
        kind: 'resume',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await t.app.inject({ url: api(`/team/photos/${row.id}`) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: api('/team/photos/abc') })).statusCode).toBe(404);
  });

  describe('photo checks (the upload checks of every file: by content)', () => {
    const refusedWithoutTrace = async (res: Promise<Awaited<ReturnType<typeof add>>>, status: number) => {
      const [rows, files] = [await memberRows(), uploadedFileCount(t)];
      const r = await res;
      expect(r.statusCode).toBe(status);
      expect(await memberRows()).toBe(rows);
      expect(uploadedFileCount(t)).toBe(files);
      return r;
    };

    it('refuses a renamed executable with 415', async () => {
      const res = await refusedWithoutTrace(add(fields(), { name: 'portrait.png', bytes: exe, type: 'image/png' }), 415);
      expect(res.json().errors).toEqual({ photo: ['Unsupported file type. Please upload a PNG, JPEG, WEBP or SVG file.'] });
    });

    it('refuses a PDF with 415', async () => {
      await refusedWithoutTrace(add(fields(), { name: 'portrait.pdf', bytes: samplePdf('x'), type: 'application/pdf' }), 415);
    });

    it('refuses a photo over 2 MB with 413', async () => {
      const big = Buffer.concat([samplePng(), Buffer.alloc(MAX_FILE_BYTES)]);
      const res = await refusedWithoutTrace(add(fields(), { name: 'big.png', bytes: big, type: 'image/png' }), 413);
      expect(res.json().errors).toEqual({ photo: ['Photo must be 2 MB or smaller.'] });
    });

    it('requires a photo and the fields when adding (422, every problem at once)', async () => {
      const res = await refusedWithoutTrace(send('POST', '/team', { name: '', title: 'x', bio: '' }), 422);
      expect(Object.keys(res.json().errors).sort()).toEqual(['bio', 'name', 'photo']);
    });
  });

  it('Admin edits a member: only the fields sent change; a new photo replaces (and removes) the old one', async () => {
    const created = (await add(fields({ name: 'Edit Me' }))).json().data;
    const files = uploadedFileCount(t);
    const renamed = await send('PUT', `/team/${created.id}`, { title: 'Senior Talent Partner' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Edit Me', title: 'Senior Talent Partner', photo_url: created.photo_url });

    const rephotographed = await send('PUT', `/team/${created.id}`, {}, { photo: { name: 'new.webp', bytes: webp } });
    expect(rephotographed.statusCode).toBe(200);
    const next = rephotographed.json().data.photo_url;
    expect(next).not.toBe(created.photo_url);
    expect((await t.app.inject({ url: next })).headers['content-type']).toBe('image/webp');
    expect((await t.app.inject({ url: created.photo_url })).statusCode).toBe(404);
    expect(uploadedFileCount(t)).toBe(files);
    expect((await send('PUT', '/team/99999', { title: 'x' })).statusCode).toBe(404);
  });

  it('Admin reorders the team with every id once; anything else is refused', async () => {
    const before = await list();
    const reversed = before.map((m) => m.id).reverse();
    const res = await t.app.inject({ method: 'PUT', url: api('/team/order'), headers: admin.headers, payload: { ids: reversed } });
    expect(res.statusCode).toBe(200);
    expect((await list()).map((m) => m.id)).toEqual(reversed);
    const missing = await t.app.inject({ method: 'PUT', url: api('/team/order'), headers: admin.headers, payload: { ids: reversed.slice(1) } });
    expect(missing.statusCode).toBe(409);
    const twice = await t.app.inject({
      method: 'PUT',
      url: api('/team/order'),
      headers: admin.headers,
      payload: { ids: [reversed[0], reversed[0]] },
    });
    expect(twice.statusCode).toBe(422);
    expect((await list()).map((m) => m.id)).toEqual(reversed);
    // a new member goes last
    const added = (await add(fields({ name: 'Last One' }))).json().data;
    expect((await list()).at(-1)!.id).toBe(added.id);
  });

  it('Admin removes a member with their photo', async () => {
    const created = (await add(fields({ name: 'Leaving Soon' }))).json().data;
    const files = uploadedFileCount(t);
    const res = await t.app.inject({ method: 'DELETE', url: api(`/team/${created.id}`), headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect((await list()).map((m) => m.id)).not.toContain(created.id);
    expect((await t.app.inject({ url: created.photo_url })).statusCode).toBe(404);
    expect(uploadedFileCount(t)).toBe(files - 1);
    expect((await t.app.inject({ method: 'DELETE', url: api(`/team/${created.id}`), headers: admin.headers })).statusCode).toBe(404);
  });

  it('answers 401 to anonymous callers and 403 to Bdm and Hrteam for every write, changing nothing', async () => {
    const [id] = (await list()).map((m) => m.id);
    const before = await list();
    for (const [who, headers, status] of [
      ['anonymous', {}, 401],
      ['Bdm', bdm.headers, 403],
      ['Hrteam', hr.headers, 403],
    ] as const) {
      const tries = [
        await send('POST', '/team', fields(), { photo: { name: 'p.png', bytes: samplePng() } }, headers),
        await send('PUT', `/team/${id}`, { name: 'Hacked' }, {}, headers),
        await t.app.inject({ method: 'DELETE', url: api(`/team/${id}`), headers }),
        await t.app.inject({ method: 'PUT', url: api('/team/order'), headers, payload: { ids: before.map((m) => m.id) } }),
      ];
      expect(
        tries.map((r) => r.statusCode),
        who,
      ).toEqual([status, status, status, status]);
    }
    expect(await list()).toEqual(before);
  });
});

describeEachEngine('team demo seed', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
  });
  afterAll(() => t.close());

  it('ships one illustrated SVG portrait per demo member, never initials', async () => {
    const team = TeamListBodySchema.parse((await t.app.inject({ url: api('/team') })).json()).data;
    expect(team.map((m) => m.name)).toEqual(DEMO_TEAM.map((m) => m.name));
    for (const member of team) {
      const photo = await t.app.inject({ url: member.photo_url! });
      expect(photo.headers['content-type']).toBe('image/svg+xml');
      expect(photo.body).not.toMatch(/<text/);
      expect(photo.body).toMatch(/<ellipse/);
    }
  });
});

/**
 * /about and /profile{n} rendered on the server with the team (as /careers with its jobs): a built web
 * app in miniature whose renderer writes the team it is given as plain HTML (seo.test.ts does the same
 * for the jobs; e2e/prerender.spec.ts and e2e/team.spec.ts against the real build).
 */
function miniatureDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'talentra-team-'));
  fs.mkdirSync(path.join(dist, 'prerender'));
  fs.mkdirSync(path.join(dist, 'server'));
  const page = (title: string, body: string) =>
    `<!doctype html><html><head><meta name="description" content="x"><title>${title}</title></head><body>${body}</body></html>`;
  fs.writeFileSync(path.join(dist, 'index.html'), page('shell', '<div id="root"></div>'));
  fs.writeFileSync(
    path.join(dist, 'prerender', 'not-found.html'),
    page('Page not found', '<div id="root"><main><h1>Page not found</h1></main></div>'),
  );
  for (const name of ['careers', 'job', 'about', 'profile'])
    fs.writeFileSync(path.join(dist, 'prerender', `${name}.template.html`), page(name, '<div id="root"><!--app-html--></div>'));
  fs.writeFileSync(path.join(dist, 'prerender', 'pages.json'), '{}');
  const routes = ['/', '/about', ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `/profile${n}`), '/careers', '/jobs/:id'];
  fs.writeFileSync(path.join(dist, 'prerender', 'routes.json'), JSON.stringify({ routes, notFound: 'not-found.html' }));
  const templates = { careers: 'careers.template.html', job: 'job.template.html', about: 'about.template.html', profile: 'profile.template.html' };
  fs.writeFileSync(path.join(dist, 'prerender', 'ssr.json'), JSON.stringify({ render: '../server/prerender.js', templates }));
  fs.writeFileSync(
    path.join(dist, 'server', 'prerender.js'),
    `
const esc = (s) => String(s ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
export async function preloadRoute() {}
export function careersSearchOf() { return { search: { page: 1, q: '', location: '', industry: '' }, key: 'k' }; }
export function renderWithData(url, data) {
  const team = data.team ?? [];
  const img = (m) => '<img src="' + esc(m.photo_url) + '" alt="' + esc(m.name) + '" width="320" height="320">';
  const n = Number(/profile(\\d+)/i.exec(url)?.[1] ?? 0);
  if (n) { const m = team[n - 1]; return m ? { html: '<main><h1>' + esc(m.name) + '</h1>' + img(m) + '</main>', title: m.name } : { html: '<main><h1>Page not found</h1></main>', title: 'Page not found' }; }
  return { html: '<main><h1>About</h1>' + team.map(img).join('') + '</main>', title: 'About Us' };
}
`,
  );
  return dist;
}

describeEachEngine('team pages rendered with the team', (engine) => {
  let t: TestApp;
  let dist: string;
  const get = (url: string) => t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
  beforeAll(async () => {
    dist = miniatureDist();
    t = await createTestApp(engine, { seed: true, env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('/about holds every member’s photo and name, and the team for hydration', async () => {
    const res = await get('/about');
    expect(res.statusCode).toBe(200);
    const team = TeamListBodySchema.parse((await t.app.inject({ url: api('/team') })).json()).data;
    for (const m of team) expect(res.body).toContain(`<img src="${m.photo_url}" alt="${m.name}" width="320" height="320">`);
    const data = JSON.parse(/<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(res.body)![1]!) as { team: unknown };
    expect(data.team).toEqual(team);
  });

  it('/profile{n} is the n-th member; past the last member it is a 404', async () => {
    const second = await get('/profile2');
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain(`<h1>${DEMO_TEAM[1]!.name}</h1>`);
    const admin = await signIn(t, 'Admin');
    const team = TeamListBodySchema.parse((await t.app.inject({ url: api('/team') })).json()).data;
    for (const m of team.slice(7)) await t.app.inject({ method: 'DELETE', url: api(`/team/${m.id}`), headers: admin.headers });
    const eighth = await get('/profile8');
    expect(eighth.statusCode).toBe(404);
    expect(eighth.body).toContain('name="robots" content="noindex"');
  });
});
