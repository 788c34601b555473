// Bundle the server (and the contract package it imports) into dist/main.js.
// npm packages stay external: native addons (better-sqlite3, argon2) load from node_modules.
import path from 'node:path';
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  // SERVER_OUTFILE: a second build beside the usual one (side-by-side e2e runs)
  outfile: process.env.SERVER_OUTFILE ?? 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  // the contract is TypeScript source in this repo: bundle it rather than import it at run time
  alias: { '@talentra/contract': '../../packages/contract/src/index.ts' },
  logLevel: 'warning',
});

// the résumé text extractor runs in a worker thread from a file of its own beside main.js (resumes/extract.ts):
// bundled with its readers (unpdf, mammoth: plain JavaScript), so it loads wherever the server is put
await build({
  entryPoints: ['src/modules/resumes/extract-worker.mjs'],
  outfile: path.join(path.dirname(process.env.SERVER_OUTFILE ?? 'dist/main.js'), 'extract-worker.mjs'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // mammoth's dependencies are CommonJS: give the bundle a require()
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
});
