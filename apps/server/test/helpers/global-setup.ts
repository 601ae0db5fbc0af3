import { cpSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { type Database, openDatabase } from '@portal/db';
import { seedDemo } from '@portal/db/seed';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { newRunId, POSTGRES_ADMIN_URL, postgresUrl, runNames, runStartedAt } from './paths.ts';
import { takeSnapshot } from './snapshot.ts';
import { TEST_SECRETS } from './test-secrets.ts';

const STALE_AFTER_MS = 3 * 60 * 60 * 1000;

/**
 * Once per run: a migrated template and a migrated + demo-seeded one, each holding the snapshot its copies reset to.
 * Each test file then gets a cheap copy (see test-app.ts), and no test seeds or migrates on its own.
 */
export default async function globalSetup(project: TestProject): Promise<() => Promise<void>> {
  const runId = newRunId();
  const seededAt = new Date();
  project.provide('testRunId', runId);
  project.provide('seededAt', seededAt.toISOString());
  const names = runNames(runId);

  if (project.name.endsWith('postgres')) {
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    await requireSuperuser(admin);
    await dropStaleDatabases(admin);
    await admin.query(`CREATE DATABASE "${names.postgresTemplateDb}"`);
    await prepare(await openDatabase({ url: postgresUrl(names.postgresTemplateDb) }));
    await admin.query(`CREATE DATABASE "${names.postgresSeededDb}" TEMPLATE "${names.postgresTemplateDb}"`);
    await prepare(await openDatabase({ url: postgresUrl(names.postgresSeededDb) }), seededAt);
    return async () => {
      const mine = await admin.query('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [
        names.postgresPrefix,
      ]);
      for (const { datname } of mine.rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      await admin.end();
    };
  }

  removeStaleDirectories(dirname(names.pgliteRunDir));
  await prepare(await openDatabase({ dataDir: names.pgliteTemplateDir }));
  await dumpPglite(names.pgliteTemplateDir, names.pgliteTemplateTar);
  cpSync(names.pgliteTemplateDir, names.pgliteSeededDir, { recursive: true });
  await prepare(await openDatabase({ dataDir: names.pgliteSeededDir }), seededAt);
  await dumpPglite(names.pgliteSeededDir, names.pgliteSeededTar);
  return async () => rmSync(names.pgliteRunDir, { recursive: true, force: true });
}

/** Migrates (a no-op on the seeded copy), seeds when asked, and snapshots what the copies must look like. */
async function prepare(database: Database, seedAt?: Date): Promise<void> {
  try {
    await database.migrate();
    if (seedAt) await seedDemo(database.db, seedAt, { seal: (value) => TEST_SECRETS.encrypt(value) });
    await takeSnapshot(database.db);
  } finally {
    await database.close();
  }
}

async function dumpPglite(dir: string, tar: string): Promise<void> {
  const client = await PGlite.create(dir, { extensions: { btree_gist } });
  const dump = await client.dumpDataDir('none');
  await client.close();
  writeFileSync(tar, new Uint8Array(await dump.arrayBuffer()));
}

// Resetting between tests copies rows with foreign-key triggers paused, which PostgreSQL allows a superuser only.
async function requireSuperuser(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query('SELECT rolsuper FROM pg_roles WHERE rolname = current_user');
  if (!rows[0]?.rolsuper) {
    throw new Error(
      'The server tests need a PostgreSQL superuser in DATABASE_URL (they reset databases with session_replication_role).',
    );
  }
}

/** Directories of runs that started hours ago and never cleaned up (a killed run). */
function removeStaleDirectories(parent: string): void {
  const entries = (() => {
    try {
      return readdirSync(parent);
    } catch {
      return [];
    }
  })();
  for (const runId of entries) {
    const startedAt = runStartedAt(runId);
    if (Number.isNaN(startedAt) || Date.now() - startedAt > STALE_AFTER_MS) {
      rmSync(join(parent, runId), { recursive: true, force: true });
    }
  }
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
