// Bundle the server (and the contract package it imports) into dist/main.js.
// npm packages stay external: native addons (better-sqlite3, argon2) load from node_modules.
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
