import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { api, createTestApp, signIn, type TestApp } from './helpers.js';
import { applyOk, createJob, insertClient } from './fixtures.js';

/**
 * Issue 41: an erased person must not stay readable in the SQLite file itself. Without
 * `secure_delete` SQLite only marks the freed cells and pages as free, and the text stays in the
 * file's bytes until something else happens to overwrite it. (SQLite only: PostgreSQL's files are
 * the server's, and VACUUM is its business.)
 */
describe('erasure leaves no bytes behind in the SQLite file [sqlite]', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('a person erased is found neither in the database file nor in its -wal after a checkpoint', async () => {
    const admin = await signIn(t, 'Admin');
    const job = await createJob(t, admin.headers, (await insertClient(t)).id);
    const email = 'quentin.xylophage.41@erased.example';
    const name = 'Quentin Xylophage';
    const a = await applyOk(t, job.job_id, { candidate_name: name, email, mobile_number: '9811122233' });
    // a neighbour on the same pages, so the erased rows' pages stay in use rather than all freed
    await applyOk(t, job.job_id, { candidate_name: 'Stays Here', email: 'stays.here.41@mail.example', mobile_number: '9811122244' });

    const file = t.config.database.kind === 'sqlite' ? t.config.database.file : '';
    const bytes = () => Buffer.concat([fs.readFileSync(file), fs.existsSync(`${file}-wal`) ? fs.readFileSync(`${file}-wal`) : Buffer.alloc(0)]);
    const checkpoint = () => sql`pragma wal_checkpoint(truncate)`.execute(t.app.ctx.db);
    await checkpoint();
    // the test can fail: the person is in the file before the erasure
    expect(bytes().includes(email)).toBe(true);

    const res = await t.app.inject({ method: 'POST', url: api('/personal-data/erase'), headers: admin.headers, payload: { candidate_id: a.id } });
    expect(res.statusCode).toBe(200);
    await checkpoint();

    const after = bytes();
    expect(after.includes(email), 'the e-mail is still in the file').toBe(false);
    expect(after.includes(name), 'the name is still in the file').toBe(false);
    expect(after.includes('stays.here.41@mail.example')).toBe(true);
  });
});
