import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The API server during `npm run dev` (DESIGN.md: one origin in production, a proxy in development).
const API_TARGET = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
    // every browser we target supports modulepreload; the polyfill would only add bytes to the shell
    modulePreload: { polyfill: false },
    rollupOptions: {
      treeshake: {
        // The contract package only declares constants and schemas. Without this, importing one constant
        // from its index would keep every zod schema (and zod itself) in the public bundle.
        moduleSideEffects: (id) => !id.includes('/packages/contract/'),
      },
    },
  },
});
