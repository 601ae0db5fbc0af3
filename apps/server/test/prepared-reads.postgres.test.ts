import { type Database, openDatabase, preparedName, schema } from '@portal/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUrl } from './helpers/paths.ts';
import { useTestApp } from './helpers/use-test-app.ts';

/**
 * Decision 060: reads outside a transaction run as named prepared statements, so each connection parses and plans a
 * statement text once. One connection (a pool of one) makes the connection's own catalogue of prepared statements
 * readable: `pg_prepared_statements` lists only the session's own.
 */
const ctx = useTestApp({ seeded: true });
let single: Database;

beforeAll(async () => {
  const result = (await ctx.database.db.execute(sql`SELECT current_database() AS name`)) as unknown as {
    rows: { name: string }[];
  };
  single = await openDatabase({ url: postgresUrl(result.rows[0]?.name ?? ''), poolSize: 1 });
});
afterAll(async () => single.close());

async function prepared(): Promise<{ name: string; statement: string; calls: number }[]> {
  const result = (await single.db.execute(
    sql`SELECT name, statement, generic_plans + custom_plans AS calls FROM pg_prepared_statements ORDER BY name`,
  )) as unknown as { rows: { name: string; statement: string; calls: string }[] };
  return result.rows.map((row) => ({ ...row, calls: Number(row.calls) }));
}

describe('reads as prepared statements (decision 060)', () => {
  it('prepares a read once per connection and reuses it with other values', async () => {
    const byEmail = (email: string) =>
      single.db.select({ id: schema.owners.id }).from(schema.owners).where(eq(schema.owners.email, email));
    const [owner] = await byEmail('owner@example.com');
    const [other] = await byEmail('legacy@example.com');
    expect(owner?.id).toBeGreaterThan(0);
    expect(other?.id).not.toBe(owner?.id);

    const statements = (await prepared()).filter((row) => row.statement.includes('"owners"'));
    expect(statements).toHaveLength(1);
    expect(statements[0]?.name).toBe(preparedName(statements[0]?.statement ?? ''));
    // Planned for both executions: bound twice, parsed once.
    expect(statements[0]?.calls).toBe(2);
  });

  it('leaves writes and transactions unprepared', async () => {
    await single.db
      .update(schema.owners)
      .set({ fullName: 'Renamed' })
      .where(eq(schema.owners.email, 'owner@example.com'));
    await single.db.transaction(async (tx) => {
      await tx.select({ id: schema.properties.id }).from(schema.properties).limit(1);
    });
    const statements = await prepared();
    expect(statements.some((row) => /^\s*update/i.test(row.statement))).toBe(false);
    expect(statements.some((row) => row.statement.includes('"properties"'))).toBe(false);
  });
});
