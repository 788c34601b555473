import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // every search compiled once per shape is compared with a fresh compile (db/query-shapes.ts)
    env: { QUERY_SHAPES_CHECK: '1' },
  },
});
