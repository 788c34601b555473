import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { samplePdf } from '../src/files/sample-documents.js';
import { createTestApp, signIn, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { applyOk, createJob, insertClient } from './fixtures.js';

const HOUR = 60 * 60 * 1000;

/**
 * Issue 41: a server killed between writing an upload's bytes and committing its row leaves a file
 * no row points to, which nothing served or erased. The sweep (at start, then daily) removes the
 * files no row references once they are an hour old; younger ones may be an upload in flight.
 */
describeEachEngine('orphan upload files', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const fileOf = (key: string) => path.join(t.config.uploadDir, key.slice(0, 2), key);
  const age = (file: string, ms: number) => {
    const then = new Date(Date.now() - ms);
    fs.utimesSync(file, then, then);
  };

  it('at start, removes a stray file older than an hour (and a partial write), keeps referenced files and a fresh stray one', async () => {
    const admin = await signIn(t, 'Admin');
    const job = await createJob(t, admin.headers, (await insertClient(t)).id);
    const applied = await applyOk(t, job.job_id);
    const row = await t.app.ctx.db
      .selectFrom('candidates')
      .innerJoin('stored_files', 'stored_files.id', 'candidates.resume_file_id')
      .select('stored_files.storage_key')
      .where('candidates.id', '=', applied.id)
      .executeTakeFirstOrThrow();
    const referenced = row.storage_key;
    age(fileOf(referenced), 3 * HOUR);

    // what a hard kill leaves: the bytes stored, the row never committed
    const stray = await t.app.ctx.files.put(samplePdf('orphan'));
    age(fileOf(stray), 2 * HOUR);
    // an upload in flight: written a moment ago, its row about to be recorded
    const fresh = await t.app.ctx.files.put(samplePdf('in flight'));
    // a write cut short before its rename
    const partial = `${fileOf('ab'.repeat(16))}.tmp`;
    fs.mkdirSync(path.dirname(partial), { recursive: true });
    fs.writeFileSync(partial, 'half a file');
    age(partial, 2 * HOUR);

    // another server starting on the same database and folder sweeps at start (beside its first requests)
    const second = await buildApp(t.config);
    try {
      await second.ready();
      await vi.waitFor(async () => {
        expect(await t.app.ctx.files.exists(stray), 'the old stray file is removed').toBe(false);
        expect(fs.existsSync(partial), 'the old partial write is removed').toBe(false);
      });
      expect(await t.app.ctx.files.exists(referenced), 'a referenced file is kept').toBe(true);
      expect(await t.app.ctx.files.exists(fresh), 'a fresh stray file is kept').toBe(true);
    } finally {
      await second.close();
    }
  });
});
