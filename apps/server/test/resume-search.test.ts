import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import { api, createTestApp, multipart, signIn, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { applicationFields, createJob, insertClient } from './fixtures.js';
import { buildServices } from '../src/services.js';
import { sampleResumePdf } from '../src/files/sample-documents.js';
import { extractTuning } from '../src/modules/resumes/extract.js';
import { MARK_END, MARK_START, fts5Query, parseResumeQuery, resumeWindow, snippetOfMarked } from '../src/db/resume-text-search.js';
import { resumeFields } from '../src/modules/resumes/resume-fields.js';
import { docxZipBomb, encryptedPdf, plainDocx } from './hostile-documents.js';
import { peopleByResume, resumeRanking } from '../src/modules/workspace/resume-search.repository.js';
import type { PeopleFilters } from '../src/modules/workspace/workspace.repository.js';

/** A PDF of `pages` pages, each with a line of text: the "10,000-page PDF" a hostile upload may be. */
function manyPagePdf(pages: number): Buffer {
  const parts: string[] = [];
  const offsets: number[] = [];
  let out = '%PDF-1.4\n';
  const add = (n: number, body: string) => {
    offsets[n] = Buffer.byteLength(out, 'latin1');
    out += `${n} 0 obj\n${body}\nendobj\n`;
  };
  const kids: string[] = [];
  for (let i = 0; i < pages; i++) kids.push(`${5 + i} 0 R`);
  add(1, '<< /Type /Catalog /Pages 2 0 R >>');
  add(2, `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages} /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> >>`);
  add(3, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const stream = 'BT /F1 11 Tf 56 790 Td (react engineer) Tj ET';
  add(4, `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  for (let i = 0; i < pages; i++) {
    // every page draws one shared content stream (object 4): the file stays small, the pages many
    add(5 + i, `<< /Type /Page /Parent 2 0 R /Contents 4 0 R >>`);
  }
  const count = 4 + pages;
  const xref = Buffer.byteLength(out, 'latin1');
  parts.push(`xref\n0 ${count + 1}\n0000000000 65535 f \n`);
  for (let n = 1; n <= count; n++) parts.push(`${String(offsets[n]).padStart(10, '0')} 00000 n \n`);
  out += parts.join('') + `trailer\n<< /Size ${count + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

describe('résumé query syntax (FTS5 translation)', () => {
  it('reads words, phrases, OR and exclusions as web search does', () => {
    expect(parseResumeQuery('react aws')).toEqual({ all: [['react'], ['aws']], none: [] });
    expect(parseResumeQuery('"data engineer" -php')).toEqual({ all: [['data engineer']], none: ['php'] });
    expect(parseResumeQuery('react OR angular node')).toEqual({ all: [['react', 'angular'], ['node']], none: [] });
    expect(fts5Query(parseResumeQuery('react OR angular -php'))).toBe('("react" OR "angular") NOT ("php")');
    // FTS5's own operators typed by a person are words, never syntax
    expect(fts5Query(parseResumeQuery('NEAR(a b) c* body:x'))).toBe('"near a" AND "b" AND "c" AND "body x"');
  });

  it('cuts a snippet around the most marked words, markers balanced (decision 301)', () => {
    const [S, E] = [MARK_START, MARK_END];
    const words = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `w${from + i}`).join(' ');
    // short: the whole text
    expect(snippetOfMarked(`a b ${S}c d${E} e`)).toBe(`a b ${S}c d${E} e`);
    // a match deep in the text: three words before it, ellipses where the text goes on
    expect(snippetOfMarked(`${words(0, 100)} ${S}x${E} ${words(100, 200)}`, 8)).toBe(`… w97 w98 w99 ${S}x${E} w100 w101 w102 w103 …`);
    // the run with the most matches wins over the first
    expect(snippetOfMarked(`${S}a${E} ${words(0, 50)} ${S}b${E} ${S}c${E} ${words(50, 100)}`, 6)).toBe(`… w47 w48 w49 ${S}b${E} ${S}c${E} w50 …`);
    // a marked phrase cut by the end of the snippet is closed
    expect(snippetOfMarked(`${words(0, 10)} ${S}one two three${E} ${words(10, 20)}`, 5)).toBe(`… w7 w8 w9 ${S}one two${E} …`);
    expect(snippetOfMarked(null)).toBeNull();
  });

  it('reads the form fields a résumé shows', () => {
    const text =
      'RIYA SHARMA\nSenior Data Engineer\nriya.sharma@mail.example | +91 98765 43210\nLocation: Pune, India\n6 years of experience in data platforms';
    expect(resumeFields(text)).toEqual({
      candidate_name: 'Riya Sharma',
      email: 'riya.sharma@mail.example',
      mobile_number: '+91 98765 43210',
      current_location: 'Pune',
      years_experience: '6',
    });
  });
});

describeEachEngine('résumé full-text search (issue 45)', (engine) => {
  let t: TestApp;
  let hr: Awaited<ReturnType<typeof signIn>>;
  let admin: Awaited<ReturnType<typeof signIn>>;
  let bdm: Awaited<ReturnType<typeof signIn>>;
  let jobId: number;
  let otherJobId: number;
  const tag = `zr${randomBytes(3).toString('hex')}`;
  const ids: Record<string, number> = {};
  let services: ReturnType<typeof buildServices>;

  const upload = async (name: string, lines: string[], job = jobId, pdf?: Buffer) => {
    const fields = { candidate_name: `${name} ${tag}`, email: `${name.toLowerCase()}.${tag}@mail.example`, current_location: lines[2] ?? 'Pune' };
    const body = multipart(applicationFields(job, fields), {
      resume: { name: 'cv.pdf', bytes: pdf ?? sampleResumePdf(lines), type: 'application/pdf' },
    });
    const res = await t.app.inject({ method: 'POST', url: api('/candidates'), payload: body.payload, headers: { ...body.headers, ...hr.headers } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  };
  const fileOf = async (candidateId: number) =>
    (await t.app.ctx.db.selectFrom('candidates').select('resume_file_id').where('id', '=', candidateId).executeTakeFirstOrThrow()).resume_file_id!;
  /** Run the queue here (the app's own worker may hold a job: wait for the text it records). */
  const extracted = async (candidateId: number) => {
    const fileId = await fileOf(candidateId);
    await vi.waitFor(
      async () => {
        await services.queue.drain();
        expect(await services.resumes.text(fileId)).toBeTruthy();
      },
      { timeout: 30_000, interval: 50 },
    );
    return (await services.resumes.text(fileId))!;
  };
  const search = async (resume: string, extra = '', headers = hr.headers) => {
    const res = await t.app.inject({ url: api(`/candidates/people?resume=${encodeURIComponent(resume)}&q=${tag}${extra}`), headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; candidate_name: string; resume_snippet: { text: string; mark: boolean }[] }[];
  };
  const names = async (resume: string, extra = '') => (await search(resume, extra)).map((p) => p.candidate_name.split(' ')[0]);

  beforeAll(async () => {
    t = await createTestApp(engine);
    services = buildServices(t.app.ctx);
    [admin, hr, bdm] = [await signIn(t, 'Admin'), await signIn(t, 'Hrteam'), await signIn(t, 'Bdm')];
    const client = (await insertClient(t)).id;
    jobId = (await createJob(t, bdm.headers, client)).job_id;
    otherJobId = (await createJob(t, bdm.headers, client, { job_title: `React AWS engineer ${tag}`, skills_required: 'React, AWS, TypeScript' }))
      .job_id;
    ids.asha = await upload('Asha', ['Asha', 'Frontend engineer: React React React, TypeScript, AWS Lambda', 'Pune']);
    ids.bela = await upload('Bela', ['Bela', 'Data engineer. Python, Spark, Airflow, AWS and some React dashboards', 'Mumbai']);
    ids.chen = await upload('Chen', ['Chen', 'Angular developer; PHP Laravel backends', 'Delhi']);
    ids.dev = await upload('Dev', ['Dev', 'React developer with PHP experience', 'Noida']);
    ids.evil = await upload('Evil', ['Evil', '<script>alert(1)</script> react hacker <b>bold</b>', 'Goa']);
    for (const id of Object.values(ids)) expect((await extracted(id)).status).toBe('done');
  }, 120_000);
  afterAll(() => t.close());

  it('extracts the text after the upload commits, in the background queue', async () => {
    const text = await extracted(ids.asha!);
    expect(text.body).toContain('Frontend engineer');
  });

  it('all words must match: react aws', async () => {
    expect((await names('react aws')).sort()).toEqual(['Asha', 'Bela']);
  });

  it('a phrase: "data engineer"', async () => {
    expect(await names('"data engineer"')).toEqual(['Bela']);
    // the words apart are not the phrase
    expect(await names('"engineer data"')).toEqual([]);
  });

  it('OR and exclusion: react OR angular, react -php', async () => {
    expect((await names('angular OR airflow')).sort()).toEqual(['Bela', 'Chen']);
    expect((await names('react -php')).sort()).toEqual(['Asha', 'Bela', 'Evil']);
    // OR joins the words either side of it, and that group must match with the rest, on both engines
    expect((await names('react OR angular php')).sort()).toEqual(['Chen', 'Dev']);
    expect((await names('php react OR angular -laravel')).sort()).toEqual(['Dev']);
    expect((await names('"angular developer" OR airflow -"data engineer"')).sort()).toEqual(['Chen']);
    // only exclusions find nothing, as on the web
    expect(await names('-php')).toEqual([]);
  });

  it('ranks the résumé that says it most first', async () => {
    const order = await names('react');
    expect(order[0]).toBe('Asha');
    expect(order.sort()).toEqual(['Asha', 'Bela', 'Dev', 'Evil']);
  });

  it('ranks the newest matches together, block by block (decision 288): a common word costs the same at any size', async () => {
    const saved = resumeRanking.block;
    resumeRanking.block = 2;
    try {
      // newest first in blocks of two: (Evil, Dev), then (Bela, Asha); within a block the one that says it most
      // (page=1: another URL than the test above's, whose answer the response cache holds)
      expect(await names('react', '&page=1')).toEqual(['Evil', 'Dev', 'Asha', 'Bela']);
    } finally {
      resumeRanking.block = saved;
    }
  });

  it('finds the same window whether the newest files hold it or older ones complete it (decision 309)', async () => {
    const saved = { ...resumeRanking, ...resumeWindow };
    const heads = async (query: string, location?: string) =>
      (
        await peopleByResume(t.app.ctx.db, t.app.ctx.dialect, { timeZone: 'UTC', q: tag, location } as PeopleFilters, parseResumeQuery(query), 0, 10)
      ).map((h) => h.candidate_name.split(' ')[0]);
    try {
      resumeRanking.block = 2;
      for (const [query, location] of [['react'], ['react -php'], ['aws'], ['react', 'Mumbai'], ['"data engineer"'], ['nosuchword']] as const) {
        resumeWindow.recentFilesPerMatch = 1e6; // every file is recent
        const whole = await heads(query, location);
        // the newest file, then a few, then none of this test's: the older files complete the window
        for (const perMatch of [1e-6, 0.5, 1]) {
          resumeWindow.recentFilesPerMatch = perMatch;
          expect(await heads(query, location), `${query} ${perMatch}`).toEqual(whole);
        }
      }
      resumeWindow.recentFilesPerMatch = 1e6;
      expect(await heads('react')).toEqual(['Evil', 'Dev', 'Asha', 'Bela']);
    } finally {
      resumeRanking.block = saved.block;
      resumeWindow.recentFilesPerMatch = saved.recentFilesPerMatch;
    }
  });

  it('combines with the other filters (location) and the CSV export', async () => {
    expect(await names('react', '&location=Mumbai')).toEqual(['Bela']);
    const csv = await t.app.inject({ url: api(`/candidates/people/export?resume=react%20-php&q=${tag}`), headers: hr.headers });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(4); // the header and three people
    expect(csv.body).toContain(`Asha ${tag}`);
    expect(csv.body).not.toContain(`Dev ${tag}`);
  });

  it('gives a snippet with the matched words marked, the text as text (a <script> stays words)', async () => {
    const [evil] = await search('hacker');
    const snippet = evil!.resume_snippet;
    expect(snippet.filter((s) => s.mark).map((s) => s.text.toLowerCase())).toEqual(['hacker']);
    const shown = snippet.map((s) => s.text).join('');
    // both engines keep the characters as they are (decision 301): text the page renders as text, never markup
    expect(shown).toContain('<script>alert(1)</script>');
    expect(shown.includes(MARK_START) || shown.includes(MARK_END)).toBe(false);
  });

  it('marks a match deep in a long résumé in its snippet, cut around it (decision 301)', async () => {
    const filler = Array.from({ length: 3000 }, (_, i) => `filler${i}`).join(' ');
    const id = await upload('Deep', [], jobId, plainDocx(`Deep ${tag} ${filler} then Wolfram Mathematica modelling ${filler}`));
    expect((await extracted(id)).status).toBe('done');
    const [deep] = await search('wolfram');
    const snippet = deep!.resume_snippet;
    expect(snippet.filter((s) => s.mark).map((s) => s.text.toLowerCase())).toEqual(['wolfram']);
    const shown = snippet.map((s) => s.text).join('');
    // a few words of the text around the match, with the ellipses where the text goes on, on both engines
    expect(shown.startsWith('… ')).toBe(true);
    expect(shown.endsWith(' …')).toBe(true);
    expect(shown).toContain('filler2999 then Wolfram Mathematica');
    expect(shown.split(' ').length).toBeLessThan(30);
  });

  it("reads the window again, longer, when the newest matches are one person's applications (decision 301)", async () => {
    const saved = resumeRanking.block;
    try {
      const word = `quokka${tag}`;
      const older = await upload('Older', ['Older', `${word} keeper`, 'Pune']);
      const repeat = await upload('Repeat', ['Repeat', `${word} keeper`, 'Pune']);
      const again = await upload('Repeat', ['Repeat', `${word} keeper`, 'Pune'], otherJobId);
      for (const id of [older, repeat, again]) expect((await extracted(id)).status).toBe('done');
      // blocks of one, a page of two: the two newest matches are Repeat's, so the window of two holds one person
      resumeRanking.block = 1;
      const heads = await peopleByResume(t.app.ctx.db, t.app.ctx.dialect, { timeZone: 'UTC' } as PeopleFilters, parseResumeQuery(word), 0, 2);
      expect(heads.map((h) => h.candidate_name.split(' ')[0])).toEqual(['Repeat', 'Older']);
      resumeRanking.block = saved;
      expect(await names(word, '&page=1')).toEqual(['Repeat', 'Older']);
    } finally {
      resumeRanking.block = saved;
    }
  });

  it('Bdm is refused: it never reads résumé text', async () => {
    const res = await t.app.inject({ url: api('/candidates/people?resume=react'), headers: bdm.headers });
    expect(res.statusCode).toBe(403);
    const sug = await t.app.inject({ url: api(`/recruitments/${otherJobId}/suggested-candidates`), headers: bdm.headers });
    expect(sug.statusCode).toBe(403);
  });

  it("suggests people for a job by its title and skills, not those in its pipeline; one click adds one as the staff's application", async () => {
    const res = await t.app.inject({ url: api(`/recruitments/${otherJobId}/suggested-candidates`), headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as { candidate_id: number; candidate_name: string; matched_words: string[] }[];
    const mine = rows.filter((r) => r.candidate_name.endsWith(tag));
    expect(mine[0]!.candidate_name).toBe(`Asha ${tag}`);
    expect(mine[0]!.matched_words).toEqual(expect.arrayContaining(['react']));
    expect(mine.map((r) => r.candidate_name)).not.toContain(`Chen ${tag}`);

    const add = await t.app.inject({
      method: 'POST',
      url: api(`/recruitments/${otherJobId}/suggested-candidates`),
      headers: admin.headers,
      payload: { candidate_id: ids.asha },
    });
    expect(add.statusCode, add.body).toBe(201);
    const added = add.json().data.id as number;
    const row = await t.app.ctx.db.selectFrom('candidates').selectAll().where('id', '=', added).executeTakeFirstOrThrow();
    expect(row.job_id).toBe(otherJobId);
    expect(row.consent_source).toBe('staff');
    const event = await t.app.ctx.db
      .selectFrom('candidate_events')
      .selectAll()
      .where('candidate_id', '=', added)
      .where('kind', '=', 'applied')
      .executeTakeFirstOrThrow();
    expect(event.actor_user_id).toBe(admin.userId);
    // now in the pipeline: no longer suggested
    const again = (await t.app.inject({ url: api(`/recruitments/${otherJobId}/suggested-candidates`), headers: admin.headers })).json().data as {
      candidate_name: string;
    }[];
    expect(again.map((r) => r.candidate_name)).not.toContain(`Asha ${tag}`);
  });

  it('suggests those who name the role first, then those who name its words or skills, among the newest résumés (decision 310)', async () => {
    const [chemist, modeller, gaussian] = [`chemist${tag}`, `modeller${tag}`, `gaussian${tag}`];
    const client = (await insertClient(t)).id;
    const job = (await createJob(t, bdm.headers, client, { job_title: `Senior ${chemist} ${modeller} 2`, skills_required: `${gaussian}, Python` }))
      .job_id;
    // the skill 60 words after the role: beyond the snippet's 24 words, still a matched word
    const filler = Array.from({ length: 6 }, (_, i) => Array.from({ length: 10 }, (_, j) => `filler${i}x${j}`).join(' '));
    const role = await upload('Role', ['Role', `${chemist} and ${modeller}`, 'Pune', ...filler, `using ${gaussian}`]);
    const skills = await upload('Skills', ['Skills', `${gaussian} ${gaussian} ${gaussian} with Python, ${modeller} at heart`, 'Pune']);
    const word = await upload('Word', ['Word', `${chemist} by training`, 'Pune']);
    for (const id of [role, skills, word]) expect((await extracted(id)).status).toBe('done');
    const res = await t.app.inject({ url: api(`/recruitments/${job}/suggested-candidates`), headers: hr.headers });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as { candidate_name: string; matched_words: string[]; snippet: { text: string; mark: boolean }[] }[];
    const mine = rows.filter((r) => ['Role', 'Skills', 'Word'].some((n) => r.candidate_name === `${n} ${tag}`));
    // "Role" names every word of the title; "Skills" says more of the skills, but not the role
    expect(mine.map((r) => r.candidate_name.split(' ')[0])).toEqual(['Role', 'Skills', 'Word']);
    // every word the résumé matched, not only the snippet's
    const shown = mine[0]!.snippet.filter((s) => s.mark).map((s) => s.text.toLowerCase());
    expect(shown).toEqual(expect.arrayContaining([chemist, modeller]));
    expect(shown).not.toContain(gaussian);
    expect(mine[0]!.matched_words).toEqual(expect.arrayContaining([chemist, modeller, gaussian]));
  });

  it('fills the staff form from a dropped résumé', async () => {
    const body = multipart(
      {},
      {
        resume: {
          name: 'cv.pdf',
          type: 'application/pdf',
          bytes: sampleResumePdf(['KAVYA NAIR', 'kavya.nair@mail.example  +91 99887 76655', 'Location: Bengaluru', '7 years of experience in QA']),
        },
      },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: api('/candidates/resume-fields'),
      payload: body.payload,
      headers: { ...body.headers, ...hr.headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      status: 'done',
      fields: {
        candidate_name: 'Kavya Nair',
        email: 'kavya.nair@mail.example',
        mobile_number: '+91 99887 76655',
        current_location: 'Bengaluru',
        years_experience: '7',
      },
    });
  });

  it('a hostile PDF (10,000 pages) is marked failed within its time bound while other requests keep answering', async () => {
    const saved = { ...extractTuning };
    extractTuning.timeoutMs = 1500;
    extractTuning.maxPages = 100_000;
    extractTuning.maxChars = 10_000_000;
    try {
      const id = await upload('Hostile', [], jobId, manyPagePdf(10_000));
      const fileId = await fileOf(id);
      const running = services.queue.drain();
      // the server answers while the extractor works in its own thread
      for (let i = 0; i < 5; i++) {
        const res = await t.app.inject({ url: api('/candidates/people?resume=react'), headers: hr.headers });
        expect(res.statusCode).toBe(200);
      }
      await running;
      const text = await extracted(id);
      expect(text).toMatchObject({ file_id: fileId, status: 'failed', reason: 'Took too long to read', body: '' });
    } finally {
      Object.assign(extractTuning, saved);
    }
  }, 60_000);

  it('a DOCX zip bomb and an encrypted PDF are accepted, then marked failed within their bounds while other requests keep answering; the next file reads well', async () => {
    const saved = { ...extractTuning };
    extractTuning.timeoutMs = 10_000;
    try {
      // word/document.xml inflates to 300 MB; the file is about 600 KB
      const bomb = await upload('Bomb', [], jobId, docxZipBomb(300));
      const locked = await upload('Locked', [], jobId, encryptedPdf());
      const fine = await upload('Fine', [], jobId, plainDocx(`Fine ${tag}: Kotlin and Ktor developer`));
      const started = Date.now();
      const running = services.queue.drain();
      for (let i = 0; i < 5; i++) {
        const res = await t.app.inject({ url: api('/candidates/people?resume=react'), headers: hr.headers });
        expect(res.statusCode).toBe(200);
      }
      await running;
      expect(await extracted(bomb)).toMatchObject({ status: 'failed', reason: 'Too large to read', body: '' });
      expect(await extracted(locked)).toMatchObject({ status: 'failed', reason: 'Encrypted file', body: '' });
      expect(await extracted(fine)).toMatchObject({ status: 'done' });
      // three files, each within its deadline (the bomb stops at the unpacking bound, well before)
      expect(Date.now() - started).toBeLessThan(3 * extractTuning.timeoutMs);
      expect(await names('kotlin')).toEqual(['Fine']);
    } finally {
      Object.assign(extractTuning, saved);
    }
  }, 90_000);

  it('a damaged file is marked failed', async () => {
    const damaged = await upload('Damaged', [], jobId, Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(2000)]));
    expect(await extracted(damaged)).toMatchObject({ status: 'failed' });
  });
});
