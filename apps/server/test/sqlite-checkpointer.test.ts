import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { openDatabase, type DatabaseHandle } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';

let handle: DatabaseHandle | undefined;
let dir: string | undefined;
afterEach(async () => {
  await handle?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

it('a server copies the WAL into the database file from a worker, not inside a commit', async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talentra-ckpt-'));
  const config = loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', LOG_LEVEL: 'silent' });
  handle = openDatabase(config, { backgroundCheckpoints: true });
  await migrateToLatest(handle);
  const file = (config.database as { file: string }).file;
  // let the migration's pages settle, then write fewer pages than any commit would checkpoint by itself
  await new Promise((r) => setTimeout(r, 1500));
  const before = fs.statSync(file).size;
  const now = new Date().toISOString();
  for (let i = 0; i < 300; i++) {
    await handle.db
      .insertInto('feedback')
      .values({ first_name: 'A', last_name: 'B', email: `a${i}@mail.example`, phone_number: '9876543210', message: 'x'.repeat(900), created_at: now })
      .execute();
  }
  expect(fs.statSync(file).size).toBe(before); // the commits only appended to the WAL
  await expect.poll(() => fs.statSync(file).size, { timeout: 5000, interval: 100 }).toBeGreaterThan(before);
});
