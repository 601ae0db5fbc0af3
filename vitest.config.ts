import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// A test that only makes sense on one database kind is named *.pglite.test.ts or *.postgres.test.ts and runs in that
// project only, so no test is ever reported as skipped.
const serverProject = (db: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${db}`,
    include: ['apps/server/test/**/*.test.ts', 'packages/db/test/**/*.test.ts'],
    exclude: [`**/*.${db === 'pglite' ? 'postgres' : 'pglite'}.test.ts`, '**/node_modules/**'],
    environment: 'node',
    env: { TEST_DB: db, LOG_LEVEL: 'silent' },
    globalSetup: ['apps/server/test/helpers/global-setup.ts'],
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'apps/web/scripts/**/*.test.mjs',
          ],
          environment: 'node',
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      serverProject('pglite'),
      serverProject('postgres'),
    ],
  },
});
