import { randomBytes } from 'node:crypto';
import { type Database, openDatabase, schema } from '@portal/db';
import { lastDayOfMonth, monthOf, shiftMonth, startOfWeek } from '@portal/domain';
import { asc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { hashToken } from '../apps/server/src/lib/tokens.ts';
import { anyZoneWindow, calendarEntriesSql } from '../apps/server/src/modules/calendar/repo.ts';
import type { App } from '../apps/server/src/types.ts';
import type { Dataset } from './datasets.ts';
import { generate } from './generate.ts';

const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface Prepared {
  dataset: Dataset;
  database: Database;
  app: App;
  headers: Record<string, string>;
  ownerId: number;
  propertyIds: number[];
  close(keep: boolean): Promise<void>;
}

export function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The range the calendar screen asks for: the grid's first Monday to the end of the third month after. */
export function calendarRange(today: string): { from: string; to: string } {
  const month = monthOf(today);
  return { from: startOfWeek(`${month}-01`), to: lastDayOfMonth(shiftMonth(month, 3)) };
}

/** A database of its own with the data set, an app on it and a session for owner 1. */
export async function openBenchDatabase(dataset: Dataset, log: (line: string) => void): Promise<Prepared> {
  const name = `portal_bench_${dataset.name}_${process.pid}`;
  await admin(`CREATE DATABASE "${name}"`);
  const database = await openDatabase({ url: databaseUrl(name), poolSize: 4 });
  const close = async (keep: boolean) => {
    await database.close();
    if (!keep) await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  };
  try {
    await database.migrate();
    const started = Date.now();
    await generate(database.db, dataset, new Date(), log);
    log(`  generated in ${((Date.now() - started) / 1000).toFixed(1)} s (database ${name})`);
    const [owner] = await database.db
      .select({ id: schema.owners.id })
      .from(schema.owners)
      .orderBy(asc(schema.owners.id))
      .limit(1);
    const ownerId = owner?.id ?? 1;
    const propertyIds = (
      await database.db
        .select({ id: schema.properties.id })
        .from(schema.properties)
        .where(eq(schema.properties.ownerId, ownerId))
        .orderBy(asc(schema.properties.id))
    ).map((row) => row.id);
    const token = randomBytes(24).toString('base64url');
    await database.db
      .insert(schema.authTokens)
      .values({ ownerId, kind: 'session', tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 86_400_000) });
    const headers = {
      authorization: `Basic ${Buffer.from(`${ownerId}:${token}`).toString('base64')}`,
      'x-owner': String(ownerId),
    };
    const config = loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl(name), SEED_DEMO: 'never' });
    const app = await buildApp({ config, database, serveWeb: false });
    await app.ready();
    return {
      dataset,
      database,
      app,
      headers,
      ownerId,
      propertyIds,
      close: async (keep) => {
        await app.close();
        await close(keep);
      },
    };
  } catch (error) {
    await close(false);
    throw error;
  }
}

/** The calendar statement's plan lines that show which index answered and how long it took. */
export async function explainCalendar(prepared: Prepared, range: { from: string; to: string }): Promise<string[]> {
  const statement = calendarEntriesSql({
    ownerId: prepared.ownerId,
    propertyId: prepared.propertyIds[0] ?? 0,
    ...anyZoneWindow(range.from, range.to),
  });
  const plan = (await prepared.database.db.execute(
    sql`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) ${statement}`,
  )) as unknown as {
    rows: { 'QUERY PLAN': string }[];
  };
  return plan.rows.map((row) => row['QUERY PLAN'].trim()).filter((line) => /Scan|Execution Time/.test(line));
}
