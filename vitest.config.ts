import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Vitest's default is one worker fewer than the cores: a single worker on this 2-core machine, with the other core
// idle while a test waits on PostgreSQL, a child process or a socket. Two workers at least (decision 067).
const workers = Math.max(2, availableParallelism() - 1);

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
    // One file at a time on the PostgreSQL server: two at once can exhaust its 100 connections (decision 067). Vitest
    // runs projects with different worker counts one after the other, in the order their groups give.
    maxWorkers: db === 'postgres' ? 1 : workers,
    sequence: { groupOrder: db === 'postgres' ? 2 : 1 },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    maxWorkers: workers,
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
          // Each file in a VM context of its own rather than a process of its own: jsdom and the setup are loaded
          // once per worker, not once per file (80 s → about 22 s here, decision 069).
          pool: 'vmThreads',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      serverProject('pglite'),
      serverProject('postgres'),
    ],
  },
});
