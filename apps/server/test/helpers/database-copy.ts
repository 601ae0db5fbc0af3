import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type Database, openDatabase } from '@portal/db';
import pg from 'pg';
import {
  PGLITE_SEEDED_TAR,
  PGLITE_TEMPLATE_TAR,
  POSTGRES_ADMIN_URL,
  POSTGRES_DB_PREFIX,
  POSTGRES_SEEDED_DB,
  POSTGRES_TEMPLATE_DB,
  postgresUrl,
} from './run-context.ts';

export interface CopyOptions {
  /** Copy the template with the demo data (seeded once per run, relative to SEEDED_AT). */
  seeded?: boolean;
}

export interface DatabaseCopy {
  database: Database;
  /** Closes the database and removes the copy. */
  drop(): Promise<void>;
}

/**
 * A private copy of one of the run's templates: on PostgreSQL a database made with CREATE DATABASE … TEMPLATE, on
 * PGlite an in-memory instance loaded from the template's data directory (a tar made once per run).
 */
export async function copyTemplate(options: CopyOptions = {}): Promise<DatabaseCopy> {
  if (process.env.TEST_DB === 'postgres') {
    const name = `${POSTGRES_DB_PREFIX}${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    try {
      await admin.query(
        `CREATE DATABASE "${name}" TEMPLATE "${options.seeded ? POSTGRES_SEEDED_DB : POSTGRES_TEMPLATE_DB}"`,
      );
    } finally {
      await admin.end();
    }
    const database = await openDatabase({ url: postgresUrl(name), poolSize: 60 });
    return {
      database,
      async drop() {
        await database.close();
        const dropper = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  const tar = readFileSync(options.seeded ? PGLITE_SEEDED_TAR : PGLITE_TEMPLATE_TAR);
  const database = await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([tar]) });
  return { database, drop: () => database.close() };
}
