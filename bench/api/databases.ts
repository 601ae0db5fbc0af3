import { hashPassword, openDatabase, schema } from '@portal/db';
import { asc, inArray, sql } from 'drizzle-orm';
import { admin, databaseUrl } from '../bench-db.ts';
import type { Dataset } from '../datasets.ts';
import { generate } from '../generate.ts';

export const BENCH_PASSWORD = 'Bench#2026-owner';
/** Owners given BENCH_PASSWORD: sign-in under load rotates over them (at most 4 attempts in flight per account). */
const SIGN_IN_ACCOUNTS = 100;

export interface GeneratedDatabase {
  url: string;
  /** Owner 1 (who holds the data set's portfolio) first, then other owners; all sign in with BENCH_PASSWORD. */
  emails: string[];
  drop(): Promise<void>;
}

/** A PostgreSQL database of its own, migrated and filled with the data set; owner 1 gets a real password. */
export async function generatedDatabase(dataset: Dataset, log: (line: string) => void): Promise<GeneratedDatabase> {
  const name = `portal_bench_api_${dataset.name}_${process.pid}`;
  await admin(`CREATE DATABASE "${name}"`);
  const url = databaseUrl(name);
  const drop = () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  const database = await openDatabase({ url, poolSize: 2 });
  let emails: string[];
  try {
    await database.migrate();
    const started = Date.now();
    await generate(database.db, dataset, new Date(), log);
    const owners = await database.db
      .select({ id: schema.owners.id, email: schema.owners.email })
      .from(schema.owners)
      .orderBy(asc(schema.owners.id))
      .limit(SIGN_IN_ACCOUNTS);
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    await database.db
      .update(schema.owners)
      .set({ passwordHash })
      .where(
        inArray(
          schema.owners.id,
          owners.map((owner) => owner.id),
        ),
      );
    // As autovacuum leaves a database that has run a while: visibility map set, so index-only scans stay index-only.
    await database.db.execute(sql`VACUUM (ANALYZE)`);
    log(`  generated and vacuumed in ${((Date.now() - started) / 1000).toFixed(1)} s (database ${name})`);
    emails = owners.map((owner) => owner.email);
  } catch (error) {
    await database.close();
    await drop();
    throw error;
  }
  await database.close();
  return { url, emails, drop };
}
