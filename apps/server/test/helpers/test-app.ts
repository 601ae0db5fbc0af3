import { randomUUID } from 'node:crypto';
import { cpSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Database, openDatabase } from '@portal/db';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { App } from '../../src/types.ts';
import {
  PGLITE_RUN_DIR,
  PGLITE_TEMPLATE_DIR,
  POSTGRES_ADMIN_URL,
  POSTGRES_DB_PREFIX,
  POSTGRES_TEMPLATE_DB,
  postgresUrl,
} from './run-context.ts';

export interface TestContext {
  app: App;
  database: Database;
  /** The clock the app sees: real time unless frozen with set(); advance() moves it to test expiry. */
  clock: TestClock;
  close(): Promise<void>;
}

/** A fresh, migrated database (a copy of the run's template) and an app on it; real PostgreSQL either way. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const id = randomUUID().replaceAll('-', '').slice(0, 12);
  let database: Database;
  let cleanup: () => Promise<void>;
  if (process.env.TEST_DB === 'postgres') {
    const name = `${POSTGRES_DB_PREFIX}${id}`;
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${POSTGRES_TEMPLATE_DB}"`);
    database = await openDatabase({ url: postgresUrl(name), poolSize: 60 });
    cleanup = async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    };
  } else {
    const dir = resolve(PGLITE_RUN_DIR, id);
    cpSync(PGLITE_TEMPLATE_DIR, dir, { recursive: true });
    database = await openDatabase({ dataDir: dir });
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  const clock = createClock();
  const config = loadConfig({ LOG_LEVEL: 'silent', PORT: '3999', ...env });
  const app = await buildApp({ config, database, now: () => clock.now(), serveWeb: false });
  await app.ready();
  return {
    app,
    database,
    clock,
    async close() {
      await app.close();
      await database.close();
      await cleanup();
    },
  };
}

export interface TestClock {
  now(): Date;
  set(date: Date | null): void;
  advance(ms: number): void;
}

function createClock(): TestClock {
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
