// npm run backup [-- --to DIR]      a consistent copy of the database and uploads, while the server runs
// npm run restore -- --from DIR      brings a copy back (stop the server first)
// SQLite: the online backup API gives a consistent snapshot even during writes. PostgreSQL: use
// pg_dump / pg_restore for the database (printed below); uploads are copied the same way.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import type { Config } from '../config.js';
import { loadConfig } from '../config.js';

const DB_FILE = 'talentra.sqlite';

/** Copy uploads file by file (they are never modified in place: written to .tmp then renamed). */
function copyUploads(from: string, to: string) {
  if (!fs.existsSync(from)) return 0;
  let n = 0;
  for (const entry of fs.readdirSync(from, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
    const src = path.join(entry.parentPath, entry.name);
    const dest = path.join(to, path.relative(from, src));
    fs.mkdirSync(path.dirname(dest), { recursive: true });
    fs.copyFileSync(src, dest);
    n++;
  }
  return n;
}

export async function backup(config: Readonly<Config>, dir: string): Promise<{ dir: string; files: number }> {
  fs.mkdirSync(dir, { recursive: true });
  if (config.database.kind === 'sqlite') {
    const db = new SQLite(config.database.file, { fileMustExist: true });
    try {
      await db.backup(path.join(dir, DB_FILE));
    } finally {
      db.close();
    }
  }
  // database first, then files: every file a row points to already exists (files are written before rows)
  const files = copyUploads(config.uploadDir, path.join(dir, 'uploads'));
  return { dir, files };
}

export function restore(config: Readonly<Config>, dir: string): { files: number } {
  if (config.database.kind === 'sqlite') {
    const src = path.join(dir, DB_FILE);
    if (!fs.existsSync(src)) throw new Error(`${src} not found`);
    fs.mkdirSync(path.dirname(config.database.file), { recursive: true });
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${config.database.file}${suffix}`, { force: true });
    fs.copyFileSync(src, config.database.file);
  }
  return { files: copyUploads(path.join(dir, 'uploads'), config.uploadDir) };
}

const isMain = process.argv[1] && /backup\.(ts|js)$/.test(process.argv[1]);
if (isMain) {
  const [command] = process.argv.slice(2);
  const { values } = parseArgs({ args: process.argv.slice(3), options: { to: { type: 'string' }, from: { type: 'string' } } });
  const config = loadConfig(process.env);
  if (command === 'backup') {
    const dir = path.resolve(values.to ?? path.join('backups', new Date().toISOString().replace(/[:.]/g, '-')));
    const r = await backup(config, dir);
    console.log(`Backup written to ${r.dir} (${r.files} uploaded files).`);
    if (config.database.kind === 'postgres')
      console.log('PostgreSQL: also run  pg_dump --format=custom --file=' + path.join(dir, 'talentra.pgdump') + ' "$DATABASE_URL"');
  } else if (command === 'restore') {
    if (!values.from) throw new Error('usage: npm run restore -- --from DIR');
    const r = restore(config, path.resolve(values.from));
    console.log(`Restored from ${values.from} (${r.files} uploaded files). Start the server again.`);
    if (config.database.kind === 'postgres')
      console.log('PostgreSQL: also run  pg_restore --clean --dbname "$DATABASE_URL" ' + path.join(values.from, 'talentra.pgdump'));
  } else {
    console.error('usage: tsx src/db/backup.ts backup [--to DIR] | restore --from DIR');
    process.exit(2);
  }
}
