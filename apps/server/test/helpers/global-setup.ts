import { rmSync } from 'node:fs';
import { openDatabase } from '@portal/db';
import pg from 'pg';
import { PGLITE_TEMPLATE_DIR, POSTGRES_ADMIN_URL, POSTGRES_TEMPLATE_DB, postgresUrl } from './paths.ts';

/** Migrates one template database per run; each test file then gets a cheap copy of it (see test-app.ts). */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DB === 'postgres') {
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    const stale = await admin.query("SELECT datname FROM pg_database WHERE datname LIKE 'portal_test_%'");
    for (const { datname } of stale.rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${POSTGRES_TEMPLATE_DB}"`);
    await admin.end();
    const database = await openDatabase({ url: postgresUrl(POSTGRES_TEMPLATE_DB) });
    await database.migrate();
    await database.close();
    return;
  }
  rmSync(PGLITE_TEMPLATE_DIR, { recursive: true, force: true });
  const database = await openDatabase({ dataDir: PGLITE_TEMPLATE_DIR });
  await database.migrate();
  await database.close();
}
