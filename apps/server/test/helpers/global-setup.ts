import { rmSync } from 'node:fs';
import { openDatabase } from '@portal/db';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { newRunId, POSTGRES_ADMIN_URL, postgresUrl, runNames, runStartedAt } from './paths.ts';

const STALE_AFTER_MS = 3 * 60 * 60 * 1000;

/** Migrates one template database per run; each test file then gets a cheap copy of it (see test-app.ts). */
export default async function globalSetup(project: TestProject): Promise<() => Promise<void>> {
  const runId = newRunId();
  project.provide('testRunId', runId);
  const names = runNames(runId);

  if (project.name.endsWith('postgres')) {
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    await dropStaleDatabases(admin);
    await admin.query(`CREATE DATABASE "${names.postgresTemplateDb}"`);
    const database = await openDatabase({ url: postgresUrl(names.postgresTemplateDb) });
    await database.migrate();
    await database.close();
    return async () => {
      const mine = await admin.query('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [
        names.postgresPrefix,
      ]);
      for (const { datname } of mine.rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      await admin.end();
    };
  }

  const database = await openDatabase({ dataDir: names.pgliteTemplateDir });
  await database.migrate();
  await database.close();
  return async () => rmSync(names.pgliteRunDir, { recursive: true, force: true });
}

/** Databases of runs that started hours ago and never cleaned up (a killed run). */
async function dropStaleDatabases(admin: pg.Client): Promise<void> {
  const all = await admin.query("SELECT datname FROM pg_database WHERE datname LIKE 'portal\\_test\\_%'");
  for (const { datname } of all.rows as { datname: string }[]) {
    const runId = datname.split('_')[2] ?? '';
    const startedAt = runStartedAt(runId);
    if (Number.isNaN(startedAt) || Date.now() - startedAt > STALE_AFTER_MS) {
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  }
}
