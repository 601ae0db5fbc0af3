import type { Database } from '@portal/db';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { FileStore } from '../../src/files/file-store.ts';
import type { FaultInjector } from '../../src/http/faults.ts';
import { testOnlyRoutes } from '../../src/http/route-guard.ts';
import type { Heartbeat } from '../../src/modules/notifications/live.ts';
import type { App } from '../../src/types.ts';
import { type CopyOptions, copyTemplate } from './database-copy.ts';
import { TEST_ENCRYPTION_KEY } from './test-secrets.ts';

export { type CopyOptions, copyTemplate, type DatabaseCopy } from './database-copy.ts';

export interface TestContext {
  app: App;
  database: Database;
  /** The clock the app sees: real time unless frozen with set(); advance() moves it to test expiry. */
  clock: TestClock;
  close(): Promise<void>;
}

export interface AppExtras {
  /** Replaces the database-backed file store. */
  files?: FileStore;
  /** Test-only routes, registered before the app is ready (never part of the product). */
  routes?: (app: App) => void | Promise<void>;
  /** Receives the app's log lines (give LOG_LEVEL in env too; tests default to silent). */
  logStream?: NodeJS.WritableStream;
  /** The event streams' keep-alive beat, driven by the test. */
  heartbeat?: Heartbeat;
  /** The fault switch of the journeys' server (http/faults.ts). */
  faults?: FaultInjector;
}

export { TEST_ENCRYPTION_KEY, TEST_SECRETS } from './test-secrets.ts';

/** Builds the app the way main.ts does, on the given database, with a test clock. */
export async function appOn(database: Database, env: Record<string, string> = {}, extras: AppExtras = {}) {
  const clock = createClock();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    PORT: '3999',
    DATA_ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
    // The suites sign in from one address hundreds of times a minute; rate-limits.test.ts turns them on.
    RATE_LIMITS: 'off',
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    now: () => clock.now(),
    serveWeb: false,
    files: extras.files,
    logStream: extras.logStream,
    heartbeat: extras.heartbeat,
    faults: extras.faults,
  });
  const { routes } = extras;
  if (routes) await app.register(testOnlyRoutes((instance) => routes(instance as App)));
  await app.ready();
  return { app, clock };
}

/**
 * A fresh, migrated database (a copy of the run's template) and an app on it; real PostgreSQL either way.
 * Prefer useTestApp() (use-test-app.ts), which makes one per file and resets between tests.
 */
export async function createTestApp(env: Record<string, string> = {}, options: CopyOptions = {}): Promise<TestContext> {
  const copy = await copyTemplate(options);
  const { app, clock } = await appOn(copy.database, env);
  return {
    app,
    database: copy.database,
    clock,
    async close() {
      await app.close();
      await copy.drop();
    },
  };
}

export interface TestClock {
  now(): Date;
  set(date: Date | null): void;
  advance(ms: number): void;
}

export function createClock(): TestClock {
  let frozen: Date | null = null;
  let offset = 0;
  return {
    now: () => new Date((frozen?.getTime() ?? Date.now()) + offset),
    set: (date) => {
      frozen = date;
      offset = 0;
    },
    advance: (ms) => {
      offset += ms;
    },
  };
}
