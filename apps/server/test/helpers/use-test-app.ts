import type { Database } from '@portal/db';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { App } from '../../src/types.ts';
import { type CopyOptions, copyTemplate, type DatabaseCopy } from './database-copy.ts';
import { markNow, restoreSnapshot, type SnapshotMark, takeSnapshot } from './snapshot.ts';
import { type AppExtras, appOn, type TestClock, type TestContext } from './test-app.ts';

export interface UseTestAppOptions extends CopyOptions, AppExtras {
  /** Configuration (environment variables) for the app. */
  env?: Record<string, string>;
  /** The clock is frozen here before each test; without it the clock runs in real time. */
  now?: Date;
  /** Fixtures the whole file shares, made once after the copy; resets return to the state after them. */
  setup?: (ctx: TestContext) => Promise<void>;
}

export interface FileTestContext extends TestContext {
  /** Puts the database back as the file started (template plus setup) and the clock back to `now`. */
  reset(): Promise<void>;
}

/**
 * One database copy and one app for the whole test file (made in beforeAll, closed in afterAll), put back before
 * every test: the tables a test changed are restored from the snapshot and every sequence rewound, so each test
 * starts from exactly the same data without paying for a new copy.
 */
export function useTestApp(options: UseTestAppOptions = {}): FileTestContext {
  let copy: DatabaseCopy | undefined;
  let started: { app: App; clock: TestClock } | undefined;
  let mark: SnapshotMark | undefined;
  let isClean = true;

  const need = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useTestApp(): the app exists inside tests and hooks only');
    return value;
  };

  const ctx: FileTestContext = {
    get app() {
      return need(started).app;
    },
    get database(): Database {
      return need(copy).database;
    },
    get clock() {
      return need(started).clock;
    },
    async close() {
      await started?.app.close();
      await copy?.drop();
      started = undefined;
      copy = undefined;
    },
    async reset() {
      ctx.clock.set(options.now ?? null);
      mark = await restoreSnapshot(ctx.database.db, need(mark));
    },
  };

  beforeAll(async () => {
    copy = await copyTemplate(options);
    started = await appOn(copy.database, options.env, options);
    started.clock.set(options.now ?? null);
    if (options.setup) {
      await options.setup(ctx);
      await takeSnapshot(ctx.database.db);
    }
    mark = await markNow(ctx.database.db);
  });
  beforeEach(async () => {
    // The first test gets the copy as it was opened; every later one a reset.
    if (isClean) isClean = false;
    else await ctx.reset();
  });
  afterAll(() => ctx.close());
  return ctx;
}
