import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The API server during `npm run dev` (DESIGN.md: one origin in production, a proxy in development).
const API_TARGET = 'http://127.0.0.1:3000';

/**
 * Writes .vite/chunk-modules.json (chunk file -> the source modules inside it, relative to the repo), so
 * scripts/check-budgets.mjs can tell which chunks carry staff-portal code: the manifest names only
 * the entry and lazy modules of a chunk, not everything bundled into it.
 */
function chunkModulesManifest(): Plugin {
  const root = path.resolve(import.meta.dirname, '../..');
  let ssr = false;
  return {
    name: 'talentra:chunk-modules',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      const map: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        map[chunk.fileName] = Object.keys(chunk.modules)
          .filter((id) => !id.startsWith('\0'))
          .map((id) => path.relative(root, id.split('?')[0]).split(path.sep).join('/'));
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(map) });
    },
  };
}

/**
 * Writes a .br and a .gz beside every compressible file of the build, once, at the best levels; the
 * server sends them (@fastify/static preCompressed) instead of compressing on every request.
 */
function precompress(): Plugin {
  let outDir = '';
  let ssr = false;
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
  return {
    name: 'talentra:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr); // the pre-render bundle (scripts/prerender.mjs) is never served
    },
    closeBundle() {
      if (ssr) return;
      for (const file of walk(outDir)) {
        if (!/\.(m?js|css|svg|json|xml|txt)$/.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
        const source = fs.readFileSync(file);
        if (source.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/**
 * The files pdf.js asks for by name while it reads a resume (the profile's viewer): the standard
 * fonts a PDF may use without embedding them, the character maps of CJK text, and the JavaScript
 * decoders of JBIG2 and JPEG 2000 images (scanned pages; the WebAssembly ones are not used, the CSP
 * allows none). Copied from pdfjs-dist to assets/pdfjs-<version>/ (a new version, a new folder:
 * /assets/ is cached for a year), served from node_modules by the dev server; only fetched when a
 * PDF needs one. features/candidates/pdf-document.ts points pdf.js here.
 */
function pdfjsAssets(): Plugin {
  const root = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  const base = `assets/pdfjs-${version}/`;
  const files = [
    ...fs.readdirSync(path.join(root, 'standard_fonts')).map((name) => `standard_fonts/${name}`),
    ...fs.readdirSync(path.join(root, 'cmaps')).map((name) => `cmaps/${name}`),
    'wasm/jbig2_nowasm_fallback.js',
    'wasm/openjpeg_nowasm_fallback.js',
  ];
  let ssr = false;
  return {
    name: 'talentra:pdfjs-assets',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    configureServer(server) {
      server.middlewares.use(`/${base}`, (request, response, next) => {
        const file = decodeURIComponent((request.url ?? '').split('?')[0]!.replace(/^\//, ''));
        if (!files.includes(file)) return next();
        response.setHeader('content-type', file.endsWith('.js') ? 'text/javascript' : 'application/octet-stream');
        fs.createReadStream(path.join(root, file)).pipe(response);
      });
    },
    generateBundle() {
      if (ssr) return;
      for (const file of files) this.emitFile({ type: 'asset', fileName: `${base}${file}`, source: fs.readFileSync(path.join(root, file)) });
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), chunkModulesManifest(), pdfjsAssets(), precompress()],
  server: {
    port: 5173,
    strictPort: false,
    proxy: {
      // changeOrigin stays false: the browser's Origin (the Vite host) must match the Host header the
      // server sees, or its cross-site check refuses cookie-carrying POSTs such as /login.
      '/backend': { target: API_TARGET, changeOrigin: false },
      '/uploads': { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    // WEB_OUT_DIR: a second build beside the usual one (side-by-side e2e runs)
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
    // every browser we target runs ES2022 natively: no down-levelled classes, ?. or ?? helpers
    target: 'es2022',
    // .vite/manifest.json: the chunk graph scripts/check-budgets.mjs measures
    manifest: true,
    modulePreload: {
      // every browser we target supports modulepreload; the polyfill would only add bytes to the shell
      polyfill: false,
      // The entry does not list what each public page imports (1.9 KB gzip on every page, issue 41):
      // a page's HTML preloads its chunks (scripts/prerender.mjs). Its menus keep theirs.
      resolveDependencies: (file, deps, { hostId }) => (/^assets\/main-/.test(hostId) && /-page-/.test(file) ? [] : deps),
    },
    // one stylesheet, in every page's head: no page chunk brings CSS that must load before it shows
    cssCodeSplit: false,
    rollupOptions: {
      // main-*: the entry, known by name to resolveDependencies above
      output: { entryFileNames: 'assets/main-[hash].js' },
      treeshake: {
        // The contract package only declares constants and schemas. Without this, importing one constant
        // from its index would keep every zod schema (and zod itself) in the public bundle.
        moduleSideEffects: (id) => !id.includes('/packages/contract/'),
      },
    },
  },
});
